import type { QueryClient } from '@tanstack/react-query';
import { exchangeRatesQueryKey } from '@/lib/exchange-rates';
import { monedasQueryKey } from './get-monedas';

/** After a currency changes: the admin lists and the public rates (strip, converted prices). */
export function invalidateCurrencies(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: monedasQueryKey }),
    queryClient.invalidateQueries({ queryKey: exchangeRatesQueryKey }),
  ]);
}
