import { queryOptions, useQuery } from '@tanstack/react-query';
import { RaffleSchema, type Raffle } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { adminRaffleKeys } from './keys';

/** GET /api/raffles/:id as the admin (drafts and the winning number included). */
export function getAdminRaffle(id: number, signal?: AbortSignal): Promise<Raffle> {
  return api.get(`/raffles/${id}`, { schema: RaffleSchema, signal });
}

export const adminRaffleQueryOptions = (id: number) =>
  queryOptions({
    queryKey: adminRaffleKeys.detail(id),
    queryFn: ({ signal }) => getAdminRaffle(id, signal),
    // The form must start from the saved values, not a copy from minutes ago.
    staleTime: 0,
  });

export function useAdminRaffle(id: number) {
  return useQuery({ ...adminRaffleQueryOptions(id), enabled: Number.isInteger(id) && id > 0 });
}
