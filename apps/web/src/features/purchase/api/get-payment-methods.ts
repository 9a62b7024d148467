import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentMethodListSchema, type PaymentMethod } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { purchaseKeys } from './keys';

/** GET /api/payment-methods: the active methods a buyer may pay with (docs/domain.md). */
export const paymentMethodsQueryOptions = queryOptions({
  queryKey: purchaseKeys.activeMethods,
  queryFn: ({ signal }) =>
    api.get<PaymentMethod[]>('/payment-methods', { schema: PaymentMethodListSchema, signal }),
  staleTime: 5 * 60_000,
});

export function usePaymentMethods(enabled = true) {
  return useQuery({ ...paymentMethodsQueryOptions, enabled });
}
