import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DeleteRaffleResultSchema } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateRaffles } from './keys';

/** DELETE /api/raffles/:id (admin); 409 with the reason when the raffle has payments. */
export function deleteRaffle(id: number) {
  return api.delete(`/raffles/${id}`, { schema: DeleteRaffleResultSchema });
}

export function useDeleteRaffle() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteRaffle,
    onSuccess: () => invalidateRaffles(queryClient),
  });
}
