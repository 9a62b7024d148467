import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentMethodListSchema, type PaymentMethod } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { purchaseKeys } from './keys';

/** GET /api/payment-methods: the active methods a buyer may pay with (docs/domain.md). */
export function getPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return api.get('/payment-methods', { schema: PaymentMethodListSchema, signal });
}

export const paymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: purchaseKeys.activeMethods,
    queryFn: ({ signal }) => getPaymentMethods(signal),
    staleTime: 5 * 60_000,
  });

export function usePaymentMethods(enabled = true) {
  return useQuery({ ...paymentMethodsQueryOptions(), enabled });
}
