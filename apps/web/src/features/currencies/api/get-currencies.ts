import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CurrencyListSchema, type CurrencyList } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { currencyKeys, type CurrenciesQuery } from './keys';

/** docs/domain.md: the admin currency list shows 10 per page. */
export const MONEDAS_PAGE_SIZE = 10;

/** GET /api/monedas?page&limit&search (admin). */
export function getCurrencies(
  { page, search }: CurrenciesQuery,
  signal?: AbortSignal,
): Promise<CurrencyList> {
  return api.get('/monedas', {
    query: { page, limit: MONEDAS_PAGE_SIZE, search: search.trim() },
    schema: CurrencyListSchema,
    signal,
  });
}

export const currenciesQueryOptions = (query: CurrenciesQuery) =>
  queryOptions({
    queryKey: currencyKeys.list(query),
    queryFn: ({ signal }) => getCurrencies(query, signal),
    // The table stays in place while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function useCurrencies(query: CurrenciesQuery) {
  return useQuery(currenciesQueryOptions(query));
}
