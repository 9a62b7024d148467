import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PaymentSchema, type Payment } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateAfterValidation } from './keys';

/**
 * 'Rechazar (Monto incompleto)': the payments' own rejection, POST
 * /api/payments/:id/reject { reason } (admin) → the payment, now failed.
 */
export function rejectPayment({ id, reason }: { id: number; reason: string }): Promise<Payment> {
  return api.post(`/payments/${id}/reject`, { reason }, { schema: PaymentSchema });
}

export function useRejectPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectPayment,
    onSuccess: () => invalidateAfterValidation(queryClient),
  });
}
