import { queryOptions, useQuery } from '@tanstack/react-query';
import { WinnerDataSchema, type WinnerData } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { adminRaffleKeys } from './keys';

/** GET /api/raffles/:id/winner/:number (admin): the buyer of that number, or winner null. */
export function getWinner(id: number, number: number, signal?: AbortSignal): Promise<WinnerData> {
  return api.get(`/raffles/${id}/winner/${number}`, { schema: WinnerDataSchema, signal });
}

export const winnerQueryOptions = (id: number, number: number) =>
  queryOptions({
    queryKey: adminRaffleKeys.winner(id, number),
    queryFn: ({ signal }) => getWinner(id, number, signal),
    staleTime: 0,
    // 'Consultar' answers at once; the admin can simply ask again.
    retry: false,
  });

export function useWinner(id: number | null, number: number, enabled: boolean) {
  return useQuery({ ...winnerQueryOptions(id ?? 0, number), enabled: enabled && id !== null });
}
