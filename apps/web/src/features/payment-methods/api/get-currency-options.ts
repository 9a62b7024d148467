import { queryOptions, useQuery } from '@tanstack/react-query';
import { CurrencyListSchema, type Currency } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { paymentMethodKeys } from './keys';

/**
 * The currencies a method may name, for the form's 'Moneda' select: GET
 * /api/monedas with the largest page (a shop has a handful of currencies).
 */
export async function getCurrencyOptions(signal?: AbortSignal): Promise<Currency[]> {
  const list = await api.get('/monedas', {
    query: { page: 1, limit: 100 },
    schema: CurrencyListSchema,
    signal,
  });
  return list.monedas;
}

export const currencyOptionsQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodKeys.currencyOptions,
    queryFn: ({ signal }) => getCurrencyOptions(signal),
    staleTime: 60_000,
  });

export function useCurrencyOptions() {
  return useQuery(currencyOptionsQueryOptions());
}
