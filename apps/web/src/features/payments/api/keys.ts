import type { QueryClient } from '@tanstack/react-query';

/**
 * Every payment query starts with 'payments' (the dashboard's recent list too).
 * A review changes the payment, its raffle's numbers and counts, and the
 * dashboard totals, so it refreshes all three.
 */
export const paymentsKey = ['payments'] as const;

export function invalidateAfterReview(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentsKey }),
    queryClient.invalidateQueries({ queryKey: ['raffles'] }),
    queryClient.invalidateQueries({ queryKey: ['dashboard'] }),
  ]);
}
