import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MovementSchema } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateRoots } from '@/lib/query-keys';

/**
 * POST /api/movements/:id/validate (admin): the payment a movement waits with
 * under 'Coincide' validated as 'Conciliar' validates a match. The movements,
 * and what a validation changes elsewhere (payments, numbers, dashboard).
 */
export function useValidateMovement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      api.post(`/movements/${id}/validate`, undefined, { schema: MovementSchema }),
    onSettled: () =>
      invalidateRoots(queryClient, 'paymentSources', 'payments', 'raffles', 'dashboard'),
  });
}
