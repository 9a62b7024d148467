import { useMutation } from '@tanstack/react-query';
import { LotterySourceTestSchema, type LotteryDraw } from '@rifas/shared';
import { api } from '@/lib/api-client';

/** POST /api/lottery-sources/:id/test (admin): reads the draw now; 400 says why it could not. */
export function testLotterySource(input: { id: string; draw_at: string; draw: LotteryDraw }) {
  return api.post(
    `/lottery-sources/${input.id}/test`,
    { draw_at: input.draw_at, draw: input.draw },
    { schema: LotterySourceTestSchema },
  );
}

export function useTestLotterySource() {
  return useMutation({ mutationFn: testLotterySource });
}
