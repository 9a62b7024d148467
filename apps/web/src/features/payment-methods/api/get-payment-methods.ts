import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentMethodListSchema, type PaymentMethod } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { paymentMethodKeys } from './keys';

/** GET /api/payment-methods?all=1: as an admin, inactive methods included. */
export function getAllPaymentMethods(signal?: AbortSignal): Promise<PaymentMethod[]> {
  return api.get('/payment-methods', {
    query: { all: 1 },
    schema: PaymentMethodListSchema,
    signal,
  });
}

export const allPaymentMethodsQueryOptions = () =>
  queryOptions({
    queryKey: paymentMethodKeys.list,
    queryFn: ({ signal }) => getAllPaymentMethods(signal),
  });

export function useAllPaymentMethods() {
  return useQuery(allPaymentMethodsQueryOptions());
}
