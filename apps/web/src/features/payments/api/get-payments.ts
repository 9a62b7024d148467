import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentListSchema, type PaymentList, type PaymentStatus } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { paymentsKey } from './keys';

export type PaymentsQuery = {
  status: PaymentStatus | '';
  raffleId: number | null;
  page: number;
  limit: number;
};

/** GET /api/payments?status&raffle_id&page&limit (admin). */
export function getPayments(query: PaymentsQuery, signal?: AbortSignal): Promise<PaymentList> {
  return api.get('/payments', {
    query: {
      status: query.status,
      raffle_id: query.raffleId,
      page: query.page,
      limit: query.limit,
    },
    schema: PaymentListSchema,
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
