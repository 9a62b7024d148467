import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentListSchema, type Payment } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** docs/domain.md: the dashboard's recent lists have 5 items. */
export const RECENT_COUNT = 5;

/** GET /api/payments?limit=5 (admin): the newest payments. */
export function getRecentPayments(signal?: AbortSignal): Promise<Payment[]> {
  return api
    .get('/payments', {
      query: { page: 1, limit: RECENT_COUNT },
      schema: PaymentListSchema,
      signal,
    })
    .then((body) => body.payments);
}

export const recentPaymentsQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.recentPayments,
    queryFn: ({ signal }) => getRecentPayments(signal),
    // docs/api.md: a failure is only logged; the dashboard shows without the list.
    retry: false,
  });

export function useRecentPayments() {
  return useQuery(recentPaymentsQueryOptions());
}
