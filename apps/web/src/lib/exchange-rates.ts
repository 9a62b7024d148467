import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ExchangeRate } from '@rifas/shared';
import { api } from './api-client';
import { lazySchema } from './lazy-schema';
import { usePublicConfig } from './public-config';
import { queryRoots } from './query-keys';

/** docs/domain.md: rates refresh every 120 seconds unless GET /api/config says otherwise. */
export const DEFAULT_RATES_REFRESH_SECONDS = 120;

/**
 * GET /api/monedas/rates: the cached rate of 1 USD in every active currency.
 * Sent without the token: a public read must never trigger the 401 rule.
 */
export function getExchangeRates(signal?: AbortSignal): Promise<ExchangeRate[]> {
  return api.get('/monedas/rates', {
    schema: lazySchema('ExchangeRateListSchema'),
    signal,
    auth: false,
  });
}

export const exchangeRatesQueryOptions = (refreshSeconds: number = DEFAULT_RATES_REFRESH_SECONDS) =>
  queryOptions({
    queryKey: queryRoots.exchangeRates,
    queryFn: ({ signal }) => getExchangeRates(signal),
    staleTime: refreshSeconds * 1000,
    refetchInterval: refreshSeconds * 1000,
  });

/**
 * The public exchange rates for the header strip and every converted price
 * (raffle cards, detail, purchase summary), refetched every
 * `rates_refresh_seconds` of the public config (120 s by default).
 */
export function useExchangeRates() {
  const refreshSeconds =
    usePublicConfig().data?.rates_refresh_seconds || DEFAULT_RATES_REFRESH_SECONDS;
  return useQuery(exchangeRatesQueryOptions(refreshSeconds));
}
