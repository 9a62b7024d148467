import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidateAfterReview } from './keys';
import { PaymentViewSchema, type PaymentView } from './payment-view';

/** POST /api/payments/:id/reject { reason } (admin) → the payment, now failed ('Rechazado'). */
export function rejectPayment({
  id,
  reason,
}: {
  id: number;
  reason: string;
}): Promise<PaymentView> {
  return api.post(`/payments/${id}/reject`, { reason }, { schema: PaymentViewSchema });
}

export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPayment,
    onSuccess: () => invalidateAfterReview(queryClient),
  });
}
