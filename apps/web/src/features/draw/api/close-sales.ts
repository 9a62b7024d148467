import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DrawSchema, type Draw } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { raffleKeys } from '@/lib/raffle-queries';

/** POST /api/raffles/:id/draw/close (admin, no body): 409 with pending_count while payments wait. */
export function closeSales(raffleId: number): Promise<Draw> {
  return api.post(`/raffles/${raffleId}/draw/close`, undefined, { schema: DrawSchema });
}

export function useCloseSales(raffleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closeSales(raffleId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
  });
}
