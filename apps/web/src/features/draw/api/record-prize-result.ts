import { useMutation, useQueryClient } from '@tanstack/react-query';
import { DrawSchema, type Draw, type DrawResultInput } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { raffleKeys } from '@/lib/raffle-queries';

/** POST /api/raffles/:id/prizes/:position/result (admin): a prize's official result (ADR 054). */
export function recordPrizeResult(
  raffleId: number,
  position: number,
  input: DrawResultInput,
): Promise<Draw> {
  return api.post(`/raffles/${raffleId}/prizes/${position}/result`, input, { schema: DrawSchema });
}

export function useRecordPrizeResult(raffleId: number, position: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DrawResultInput) => recordPrizeResult(raffleId, position, input),
    // The main prize completes the raffle; any prize changes its page and tickets.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
  });
}
