import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LotterySourceSchema, type LotterySourceInput } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { lotterySourceKeys } from './keys';

/** POST /api/lottery-sources (admin): the shop's own source. */
export function createLotterySource(input: LotterySourceInput) {
  return api.post('/lottery-sources', input, { schema: LotterySourceSchema });
}

export function useCreateLotterySource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLotterySource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: lotterySourceKeys.list() }),
  });
}
