import { queryOptions, useQuery } from '@tanstack/react-query';
import { LotterySourceListSchema, type LotterySource } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { lotterySourceKeys } from './keys';

/** GET /api/lottery-sources (admin): the known result sites, then the shop's own. */
export function getLotterySources(signal?: AbortSignal): Promise<LotterySource[]> {
  return api.get('/lottery-sources', { schema: LotterySourceListSchema, signal });
}

export const lotterySourcesQueryOptions = () =>
  queryOptions({
    queryKey: lotterySourceKeys.list(),
    queryFn: ({ signal }) => getLotterySources(signal),
  });

export function useLotterySources() {
  return useQuery(lotterySourcesQueryOptions());
}
