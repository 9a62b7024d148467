import { queryOptions, useQuery } from '@tanstack/react-query';
import { WinnerDataSchema, type WinnerData } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { drawKeys } from './keys';

/** GET /api/raffles/:id/winner/:number (admin): the buyer of that number, or winner null. */
export function getWinner(id: number, number: number, signal?: AbortSignal): Promise<WinnerData> {
  return api.get(`/raffles/${id}/winner/${number}`, { schema: WinnerDataSchema, signal });
}

export const winnerQueryOptions = (id: number, number: number) =>
  queryOptions({
    queryKey: drawKeys.winner(id, number),
    queryFn: ({ signal }) => getWinner(id, number, signal),
    staleTime: 0,
    // The admin can simply ask again.
    retry: false,
  });

export function useWinner(id: number, number: number) {
  return useQuery(winnerQueryOptions(id, number));
}
