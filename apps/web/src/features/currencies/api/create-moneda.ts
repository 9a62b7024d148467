import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MonedaSchema, type Moneda, type MonedaInput } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateCurrencies } from './keys';

/** POST /api/monedas (admin): { nombre, codigo, simbolo, url_precio, status } → the new Moneda. */
export function createMoneda(data: MonedaInput): Promise<Moneda> {
  return api.post('/monedas', data, { schema: MonedaSchema });
}

export function useCreateMoneda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMoneda,
    onSuccess: () => invalidateCurrencies(queryClient),
  });
}
