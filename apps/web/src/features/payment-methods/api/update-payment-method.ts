import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  PaymentMethodSchema,
  type PaymentMethod,
  type PaymentMethodInputParsed,
} from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidatePaymentMethods } from './keys';

/** PUT /api/payment-methods/:id (admin): every field of the form → the saved method. */
export function updatePaymentMethod({
  id,
  data,
}: {
  id: number;
  data: PaymentMethodInputParsed;
}): Promise<PaymentMethod> {
  return api.put(`/payment-methods/${id}`, data, { schema: PaymentMethodSchema });
}

export function useUpdatePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePaymentMethod,
    onSuccess: () => invalidatePaymentMethods(queryClient),
  });
}
