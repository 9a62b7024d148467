import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MonedaListSchema, type MonedaList } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { currencyKeys, type MonedasQuery } from './keys';

/** docs/domain.md: the admin currency list shows 10 per page. */
export const MONEDAS_PAGE_SIZE = 10;

/** GET /api/monedas?page&limit&search (admin). */
export function getMonedas(
  { page, search }: MonedasQuery,
  signal?: AbortSignal,
): Promise<MonedaList> {
  return api.get('/monedas', {
    query: { page, limit: MONEDAS_PAGE_SIZE, search: search.trim() },
    schema: MonedaListSchema,
    signal,
  });
}

export const monedasQueryOptions = (query: MonedasQuery) =>
  queryOptions({
    queryKey: currencyKeys.list(query),
    queryFn: ({ signal }) => getMonedas(query, signal),
    // The table stays in place while the next page or search loads.
    placeholderData: keepPreviousData,
  });

export function useMonedas(query: MonedasQuery) {
  return useQuery(monedasQueryOptions(query));
}
