import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentListSchema } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { drawKeys } from './keys';

/**
 * GET /api/payments?status=pending&raffle_id= (admin): how many payments of the
 * raffle wait for review, so the close dialog can say so before asking. The
 * server checks again when closing (409 with pending_count).
 */
export function getPendingCount(raffleId: number, signal?: AbortSignal): Promise<number> {
  return api
    .get('/payments', {
      query: { status: 'pending', raffle_id: raffleId, limit: 10 },
      schema: PaymentListSchema,
      signal,
    })
    .then((list) => list.pagination.total);
}

export const pendingCountQueryOptions = (raffleId: number) =>
  queryOptions({
    queryKey: drawKeys.pendingCount(raffleId),
    queryFn: ({ signal }) => getPendingCount(raffleId, signal),
    staleTime: 0,
  });

export function usePendingCount(raffleId: number) {
  return useQuery(pendingCountQueryOptions(raffleId));
}
