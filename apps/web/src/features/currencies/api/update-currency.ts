import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrencySchema, type Currency, type CurrencyInput } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateCurrencies } from './keys';

/** PUT /api/monedas/:id (admin): every field of the form → the saved Currency. */
export function updateCurrency({
  id,
  data,
}: {
  id: number;
  data: CurrencyInput;
}): Promise<Currency> {
  return api.put(`/monedas/${id}`, data, { schema: CurrencySchema });
}

export function useUpdateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCurrency,
    onSuccess: () => invalidateCurrencies(queryClient),
  });
}
