import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { type PaymentList, PaymentListSchema, type PaymentStatus } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

export type PaymentsQuery = {
  /** 'stale': the pending payments older than STALE_PAYMENT_HOURS ('Vencidos'). */
  status: PaymentStatus | 'stale' | '';
  raffleId: number | null;
  page: number;
  limit: number;
  /** The search box's term ('' = none). */
  search: string;
  /** 'oldest': the review queue on a phone (issue 40). */
  order: 'newest' | 'oldest';
};

/** GET /api/payments?status&stale&raffle_id&page&limit&search&order (admin). */
export function getPayments(query: PaymentsQuery, signal?: AbortSignal): Promise<PaymentList> {
  return api.get('/payments', {
    query: {
      status: query.status === 'stale' ? '' : query.status,
      stale: query.status === 'stale' ? 1 : '',
      raffle_id: query.raffleId,
      page: query.page,
      limit: query.limit,
      search: query.search || undefined,
      order: query.order === 'oldest' ? 'oldest' : undefined,
    },
    schema: PaymentListSchema,
    signal,
  });
}

export const paymentsQueryOptions = (query: PaymentsQuery) =>
  queryOptions({
    queryKey: paymentKeys.list(query),
    queryFn: ({ signal }) => getPayments(query, signal),
    // The table stays in place while the next page or filter loads.
    placeholderData: keepPreviousData,
  });

export function usePayments(query: PaymentsQuery) {
  return useQuery(paymentsQueryOptions(query));
}
