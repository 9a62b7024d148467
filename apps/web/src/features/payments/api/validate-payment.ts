import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Payment, PaymentSchema } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateAfterReview } from './keys';

/** POST /api/payments/:id/validate (admin, no body) → the payment, now completed. */
export function validatePayment(id: number): Promise<Payment> {
  return api.post(`/payments/${id}/validate`, undefined, { schema: PaymentSchema });
}

export function useValidatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: validatePayment,
    onSuccess: () => invalidateAfterReview(queryClient),
  });
}
