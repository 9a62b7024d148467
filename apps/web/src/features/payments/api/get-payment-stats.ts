import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentStatsSchema, type PaymentStats } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/payments/stats/overview (admin): count and total per status. */
export function getPaymentStats(signal?: AbortSignal): Promise<PaymentStats> {
  return api.get('/payments/stats/overview', { schema: PaymentStatsSchema, signal });
}

export const paymentStatsQueryOptions = () =>
  queryOptions({
    queryKey: paymentKeys.stats,
    queryFn: ({ signal }) => getPaymentStats(signal),
  });

export function usePaymentStats() {
  return useQuery(paymentStatsQueryOptions());
}
