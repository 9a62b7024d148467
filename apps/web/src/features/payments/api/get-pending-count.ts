import { queryOptions, useQuery } from '@tanstack/react-query';
import { type PendingPaymentsCount, PendingPaymentsCountSchema } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** How often an open admin screen asks again: 'Pagos 12' is current within 30 s (issue 40). */
const PENDING_COUNT_REFRESH_MS = 30_000;

/** GET /api/payments/pending-count (admin): the number beside 'Pagos' in the menu. */
export function getPendingCount(signal?: AbortSignal): Promise<PendingPaymentsCount> {
  return api.get('/payments/pending-count', { schema: PendingPaymentsCountSchema, signal });
}

export const pendingCountQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.pendingCount,
    queryFn: ({ signal }) => getPendingCount(signal),
    refetchInterval: PENDING_COUNT_REFRESH_MS,
    // A phone in a pocket does not ask; it asks again when the screen comes back.
    refetchIntervalInBackground: false,
  });

export function usePendingCount() {
  return useQuery(pendingCountQueryOptions());
}
