import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterReview } from './keys';
import { PaymentViewSchema, type PaymentView } from './payment-view';

/** POST /api/payments/:id/validate (admin, no body) → the payment, now completed. */
export function validatePayment(id: number): Promise<PaymentView> {
  return api.post(`/payments/${id}/validate`, undefined, { schema: PaymentViewSchema });
}

export function useValidatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validatePayment,
    onSuccess: () => invalidateAfterReview(queryClient),
  });
}
