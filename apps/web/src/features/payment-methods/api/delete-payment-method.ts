import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { invalidatePaymentMethods } from './keys';

/**
 * DELETE /api/payment-methods/:id (admin). Payments keep a snapshot of the
 * method's name, so deleting never changes a payment (docs/domain.md).
 */
export function deletePaymentMethod(id: number) {
  return api.delete<{ success: true; message: string }>(`/payment-methods/${id}`);
}

export function useDeletePaymentMethod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePaymentMethod,
    onSuccess: () => invalidatePaymentMethods(queryClient),
  });
}
