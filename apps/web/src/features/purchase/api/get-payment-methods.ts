import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentMethodListSchema, type PaymentMethod } from '@rifas/shared';
import { api } from '@/lib/api-client';

/** GET /api/payment-methods: the active methods a buyer may pay with (docs/domain.md). */
export const paymentMethodsQueryOptions = queryOptions({
  queryKey: ['payment-methods', 'active'],
  queryFn: ({ signal }) =>
    api.get<PaymentMethod[]>('/payment-methods', { schema: PaymentMethodListSchema, signal }),
  staleTime: 5 * 60_000,
});

export function usePaymentMethods(enabled = true) {
  return useQuery({ ...paymentMethodsQueryOptions, enabled });
}
