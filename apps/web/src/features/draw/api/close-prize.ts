import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DrawSchema, type Draw } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { raffleKeys } from '@/lib/raffle-queries';

/** POST /api/raffles/:id/prizes/:position/close (admin): fixes an early bird's own list. */
export function closePrize(raffleId: number, position: number): Promise<Draw> {
  return api.post(`/raffles/${raffleId}/prizes/${position}/close`, undefined, {
    schema: DrawSchema,
  });
}

export function useClosePrize(raffleId: number, position: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => closePrize(raffleId, position),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raffleKeys.detail(raffleId) }),
  });
}
