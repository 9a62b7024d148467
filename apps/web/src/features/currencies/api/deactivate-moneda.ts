import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MonedaSchema, type Moneda } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateCurrencies } from './keys';

/** DELETE /api/monedas/:id (admin) deactivates the currency (docs/domain.md) → the Moneda, now 'no'. */
export function deactivateMoneda(id: number): Promise<Moneda> {
  return api.delete(`/monedas/${id}`, { schema: MonedaSchema });
}

export function useDeactivateMoneda() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateMoneda,
    onSuccess: () => invalidateCurrencies(queryClient),
  });
}
