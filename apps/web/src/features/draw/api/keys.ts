import { raffleKeys } from '@/lib/raffle-queries';

/** The draw's query keys: under the raffle's detail key, so refreshing the raffle refreshes them. */
export const drawKeys = {
  draw: (raffleId: number) => [...raffleKeys.detail(raffleId), 'draw'] as const,
  entries: (raffleId: number) => [...raffleKeys.detail(raffleId), 'draw', 'entries'] as const,
  /** A prize's list by its address (the early bird's own, ADR 054). */
  list: (raffleId: number, url: string) =>
    [...raffleKeys.detail(raffleId), 'draw', 'list', url] as const,
  winner: (raffleId: number, number: number) =>
    [...raffleKeys.detail(raffleId), 'draw', 'winner', number] as const,
  pendingCount: (raffleId: number) =>
    [...raffleKeys.detail(raffleId), 'draw', 'pending-count'] as const,
};
