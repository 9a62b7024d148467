import type { QueryClient } from '@tanstack/react-query';
import { raffleKeys } from '@/lib/raffle-queries';

/** Under the raffle's detail key, so anything that refreshes the raffle refreshes these too. */
export const reservedNumbersKey = (raffleId: number) =>
  [...raffleKeys.detail(raffleId), 'reserved'] as const;

/**
 * A release frees numbers (every raffle view) and may reject pending payments
 * (the payments list and the dashboard), so it refreshes all of them.
 */
export function invalidateAfterRelease(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
    queryClient.invalidateQueries({ queryKey: ['payments'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
