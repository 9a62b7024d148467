import { useMutation, useQueryClient } from '@tanstack/react-query';
import { TRUNCATE_CONFIRMATION, TruncateResultSchema, type TruncateResult } from '@rifas/shared';
import { api } from '@/lib/api-client';

/**
 * POST /api/raffles/truncate { confirm: 'VACIAR', password } (admin): writes a backup, then
 * deletes raffles, numbers, holds and payments (docs/departures.md, §5).
 */
export function truncateDatabase({ password }: { password: string }): Promise<TruncateResult> {
  return api.post(
    '/raffles/truncate',
    { confirm: TRUNCATE_CONFIRMATION, password },
    { schema: TruncateResultSchema },
  );
}

export function useTruncateDatabase() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: truncateDatabase,
    // Every raffle, number and payment on screen is gone.
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
