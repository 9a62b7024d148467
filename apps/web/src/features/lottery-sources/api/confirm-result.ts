import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DrawSchema } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { invalidateRoots } from '@/lib/query-keys';
import { lotterySourceKeys } from './keys';

/** POST /api/raffles/:id/prizes/:position/result-sources/confirm (admin): the single source's result. */
export function confirmResult(raffleId: number, position: number) {
  return api.post(`/raffles/${raffleId}/prizes/${position}/result-sources/confirm`, undefined, {
    schema: DrawSchema,
  });
}

export function useConfirmResult(raffleId: number, position: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => confirmResult(raffleId, position),
    // Recording completes the raffle: its page and draw change too.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: lotterySourceKeys.watches(raffleId) }),
        invalidateRoots(queryClient, 'raffles'),
      ]),
  });
}
