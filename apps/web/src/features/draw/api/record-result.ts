import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DrawSchema, type Draw, type DrawResultInput } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { raffleKeys } from '@/lib/raffle-queries';

/** POST /api/raffles/:id/draw/result (admin): the lottery's result gives the winning number. */
export function recordResult(raffleId: number, input: DrawResultInput): Promise<Draw> {
  return api.post(`/raffles/${raffleId}/draw/result`, input, { schema: DrawSchema });
}

export function useRecordResult(raffleId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DrawResultInput) => recordResult(raffleId, input),
    // The raffle is completed with its winning number: every raffle read refreshes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
  });
}
