import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrencySchema, type Currency } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateCurrencies } from './keys';

/** DELETE /api/monedas/:id (admin) deactivates the currency (docs/domain.md) → the Currency, now 'no'. */
export function deactivateCurrency(id: number): Promise<Currency> {
  return api.delete(`/monedas/${id}`, { schema: CurrencySchema });
}

export function useDeactivateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deactivateCurrency,
    onSuccess: () => invalidateCurrencies(queryClient),
  });
}
