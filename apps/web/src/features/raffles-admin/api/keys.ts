import type { QueryClient } from '@tanstack/react-query';
import { raffleKeys } from '@/lib/raffle-queries';

/**
 * Every raffle query in the SPA starts with 'raffles'; the admin's own queries
 * sit under ['raffles', 'admin']. A save or delete invalidates the whole
 * 'raffles' prefix so the public lists and detail pages refresh too.
 */
export const adminRaffleKeys = {
  all: raffleKeys.admin,
  detail: (id: number) => [...raffleKeys.admin, 'detail', id] as const,
  results: (id: number) => [...raffleKeys.admin, 'results', id] as const,
  winner: (id: number, number: number | null) =>
    [...raffleKeys.admin, 'winner', id, number] as const,
};

export function invalidateRaffles(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: raffleKeys.all });
}
