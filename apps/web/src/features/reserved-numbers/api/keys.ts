import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoots, queryRoots } from '@/lib/query-keys';
import { raffleKeys } from '@/lib/raffle-queries';

export const reservedNumberKeys = {
  /** Under the raffle's detail key, so anything that refreshes the raffle refreshes these too. */
  reserved: (raffleId: number) => [...raffleKeys.detail(raffleId), 'reserved'] as const,
  /** Not under the raffle's key, so the release itself does not refresh the preview shown. */
  preview: (raffleId: number, request: object) =>
    [...queryRoots.releasePreview, raffleId, request] as const,
};

/**
 * A release frees numbers (every raffle view) and may reject pending payments
 * (the payments list and the dashboard), so it refreshes all of them.
 */
export function invalidateAfterRelease(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
    invalidateRoots(queryClient, 'payments', 'dashboard'),
  ]);
}
