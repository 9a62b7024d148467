import { queryOptions, useQuery } from '@tanstack/react-query';
import { RaffleListSchema, type Raffle } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { adminRafflesKey } from './keys';

/** GET /api/raffles: an admin gets every raffle, drafts (pending) included. */
export function getAdminRaffles(signal?: AbortSignal): Promise<Raffle[]> {
  return api.get('/raffles', { schema: RaffleListSchema, signal });
}

export const adminRafflesQueryOptions = () =>
  queryOptions({
    queryKey: [...adminRafflesKey, 'list'],
    queryFn: ({ signal }) => getAdminRaffles(signal),
  });

export function useAdminRaffles() {
  return useQuery(adminRafflesQueryOptions());
}
