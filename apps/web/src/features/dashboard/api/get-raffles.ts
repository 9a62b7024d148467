import { queryOptions, useQuery } from '@tanstack/react-query';
import { RaffleListSchema, type Raffle } from '@rifas/shared';
import { api } from '@/lib/api-client';

/**
 * GET /api/raffles as the admin (every raffle, drafts included): 'Sorteos
 * Recientes' shows the first five. The key is the admin raffle list's, so the
 * cache is shared with /admin/raffles and its saves refresh it.
 */
export function getRaffles(signal?: AbortSignal): Promise<Raffle[]> {
  return api.get('/raffles', { schema: RaffleListSchema, signal });
}

export const rafflesQueryOptions = () =>
  queryOptions({
    queryKey: ['raffles', 'admin', 'list'],
    queryFn: ({ signal }) => getRaffles(signal),
  });

export function useRaffles() {
  return useQuery(rafflesQueryOptions());
}
