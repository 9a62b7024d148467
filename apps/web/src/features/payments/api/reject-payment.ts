import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Payment, PaymentSchema } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateAfterReview } from './keys';

/** POST /api/payments/:id/reject { reason } (admin) → the payment, now failed ('Rechazado'). */
export function rejectPayment({ id, reason }: { id: number; reason: string }): Promise<Payment> {
  return api.post(`/payments/${id}/reject`, { reason }, { schema: PaymentSchema });
}

export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPayment,
    onSuccess: () => invalidateAfterReview(queryClient),
  });
}
