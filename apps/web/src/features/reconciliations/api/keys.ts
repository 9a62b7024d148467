import type { QueryClient } from '@tanstack/react-query';
import { invalidateRoots, queryRoots } from '@/lib/query-keys';

/** Every reconciliation query starts with its root. */
export const reconciliationKeys = {
  all: queryRoots.reconciliations,
  mappings: [...queryRoots.reconciliations, 'mappings'] as const,
};

/**
 * Validating matches changes payments, their raffles' numbers and the dashboard:
 * the same keys the payments screen refreshes after a review.
 */
export function invalidateAfterValidation(queryClient: QueryClient): Promise<unknown> {
  return invalidateRoots(queryClient, 'payments', 'raffles', 'dashboard');
}
