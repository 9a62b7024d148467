import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Payment, PaymentSchema } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { paymentKeys } from './keys';

/** GET /api/payments/:id (admin): one payment with a fresh signed receipt link. */
export function getPayment(id: number, signal?: AbortSignal): Promise<Payment> {
  return api.get(`/payments/${id}`, { schema: PaymentSchema, signal });
}

export const paymentQueryOptions = (id: number) =>
  queryOptions({
    queryKey: paymentKeys.detail(id),
    queryFn: ({ signal }) => getPayment(id, signal),
    // The receipt link is signed for a limited time: read it again on every opening.
    staleTime: 0,
  });

/**
 * The payment, starting from the row the list already has while the fresh copy
 * loads; null (no payment open) asks for nothing.
 */
export function usePayment(id: number | null, fromList?: Payment) {
  return useQuery({
    ...paymentQueryOptions(id ?? 0),
    enabled: id !== null,
    placeholderData: fromList,
  });
}
