import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoots, queryRoots } from '@/lib/query-keys';
import { raffleKeys } from '@/lib/raffle-queries';

/**
 * Every payment query starts with 'payments' (the dashboard's recent list too).
 * A review changes the payment, its raffle's numbers and counts, and the
 * dashboard totals, so it refreshes all three.
 */
export const paymentKeys = {
  all: queryRoots.payments,
  list: (query: object) => [...queryRoots.payments, 'list', query] as const,
  detail: (id: number) => [...queryRoots.payments, 'detail', id] as const,
  stats: [...queryRoots.payments, 'stats'] as const,
  pendingCount: [...queryRoots.payments, 'pending-count'] as const,
  method: (methodId: number | null) => [...queryRoots.payments, 'method', methodId] as const,
};

export function invalidateAfterReview(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentKeys.all }),
    queryClient.invalidateQueries({ queryKey: raffleKeys.all }),
    invalidateRoots(queryClient, 'dashboard'),
  ]);
}
