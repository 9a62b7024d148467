import { useMutation, useQueryClient } from '@tanstack/react-query';
import { PrizeResultWatchSchema, type PrizeResultSourcesInput } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { lotterySourceKeys } from './keys';

/** PUT /api/raffles/:id/prizes/:position/result-sources (admin). */
export function setPrizeSources(
  raffleId: number,
  position: number,
  input: PrizeResultSourcesInput,
) {
  return api.put(`/raffles/${raffleId}/prizes/${position}/result-sources`, input, {
    schema: PrizeResultWatchSchema,
  });
}

export function useSetPrizeSources(raffleId: number, position: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PrizeResultSourcesInput) => setPrizeSources(raffleId, position, input),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: lotterySourceKeys.watches(raffleId) }),
  });
}
