import { queryOptions, useQuery } from '@tanstack/react-query';
import { PrizeResultWatchListSchema, type PrizeResultWatch } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { lotterySourceKeys } from './keys';

/** GET /api/raffles/:id/result-sources (admin): each prize's sources and its reading. */
export function getResultWatches(
  raffleId: number,
  signal?: AbortSignal,
): Promise<PrizeResultWatch[]> {
  return api.get(`/raffles/${raffleId}/result-sources`, {
    schema: PrizeResultWatchListSchema,
    signal,
  });
}

export const resultWatchesQueryOptions = (raffleId: number) =>
  queryOptions({
    queryKey: lotterySourceKeys.watches(raffleId),
    queryFn: ({ signal }) => getResultWatches(raffleId, signal),
    // The job reads the sites every 5 minutes: the admin sees its turns without reloading.
    refetchInterval: 60_000,
  });

export function useResultWatches(raffleId: number) {
  return useQuery(resultWatchesQueryOptions(raffleId));
}
