import type { QueryClient } from '@tanstack/react-query';

/** Every reconciliation query starts with 'reconciliations'. */
export const reconciliationsKeys = {
  all: ['reconciliations'] as const,
  mappings: () => [...reconciliationsKeys.all, 'mappings'] as const,
};

/**
 * Validating matches changes payments, their raffles' numbers and the dashboard:
 * the same keys the payments screen refreshes after a review.
 */
export function invalidateAfterValidation(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    [['payments'], ['raffles'], ['dashboard']].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );
}
