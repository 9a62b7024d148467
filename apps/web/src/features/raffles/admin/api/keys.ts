import type { QueryClient } from '@tanstack/react-query';

/**
 * Every raffle query in the SPA starts with 'raffles'; the admin's own queries
 * sit under ['raffles', 'admin']. A save or delete invalidates the whole
 * 'raffles' prefix so the public lists and detail pages refresh too.
 */
export const adminRafflesKey = ['raffles', 'admin'] as const;

export function invalidateRaffles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: ['raffles'] });
}
