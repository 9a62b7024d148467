import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentStatus } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { paymentsKey } from './keys';
import { PaymentViewListSchema, type PaymentViewList } from './payment-view';

export type PaymentsQuery = {
  status: PaymentStatus | '';
  raffleId: number | null;
  page: number;
  limit: number;
};

/** GET /api/payments?status&raffle_id&page&limit (admin). */
export function getPayments(query: PaymentsQuery, signal?: AbortSignal): Promise<PaymentViewList> {
  return api.get('/payments', {
    query: {
      status: query.status,
      raffle_id: query.raffleId,
      page: query.page,
      limit: query.limit,
    },
    schema: PaymentViewListSchema,
    signal,
  });
}

export const paymentsQueryOptions = (query: PaymentsQuery) =>
  queryOptions({
    queryKey: [...paymentsKey, 'list', query],
    queryFn: ({ signal }) => getPayments(query, signal),
    // The table stays in place while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function usePayments(query: PaymentsQuery) {
  return useQuery(paymentsQueryOptions(query));
}
