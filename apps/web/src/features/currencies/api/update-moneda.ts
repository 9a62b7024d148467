import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MonedaSchema, type Moneda, type MonedaInput } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateCurrencies } from './keys';

/** PUT /api/monedas/:id (admin): every field of the form → the saved Moneda. */
export function updateMoneda({ id, data }: { id: number; data: MonedaInput }): Promise<Moneda> {
  return api.put(`/monedas/${id}`, data, { schema: MonedaSchema });
}

export function useUpdateMoneda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMoneda,
    onSuccess: () => invalidateCurrencies(queryClient),
  });
}
