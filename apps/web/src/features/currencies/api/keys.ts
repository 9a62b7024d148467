import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoots, queryRoots } from '@/lib/query-keys';

/** A page of the admin's currency list (GET /monedas), part of its key. */
export type CurrenciesQuery = { page: number; search: string };

/** The currencies feature's query keys; every mutation invalidates `all`. */
export const currencyKeys = {
  all: queryRoots.currencies,
  list: (query: CurrenciesQuery) => [...queryRoots.currencies, 'list', query] as const,
};

/** After a currency changes: the admin lists and the public rates (strip, converted prices). */
export function invalidateCurrencies(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: currencyKeys.all }),
    invalidateRoots(queryClient, 'exchangeRates'),
  ]);
}
