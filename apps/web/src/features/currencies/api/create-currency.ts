import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CurrencySchema, type Currency, type CurrencyInput } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateCurrencies } from './keys';

/** POST /api/monedas (admin): { nombre, codigo, simbolo, url_precio, status } → the new Currency. */
export function createCurrency(data: CurrencyInput): Promise<Currency> {
  return api.post('/monedas', data, { schema: CurrencySchema });
}

export function useCreateCurrency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCurrency,
    onSuccess: () => invalidateCurrencies(queryClient),
  });
}
