import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PaymentMethodSchema,
  type PaymentMethod,
  type PaymentMethodInputParsed,
} from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidatePaymentMethods } from './keys';

/** POST /api/payment-methods (admin) → 201 with the new method. */
export function createPaymentMethod(data: PaymentMethodInputParsed): Promise<PaymentMethod> {
  return api.post('/payment-methods', data, { schema: PaymentMethodSchema });
}

export function useCreatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPaymentMethod,
    onSuccess: () => invalidatePaymentMethods(queryClient),
  });
}
