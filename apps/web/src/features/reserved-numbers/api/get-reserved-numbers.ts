import { queryOptions, useQuery } from '@tanstack/react-query';
import { ReservedNumberListSchema, type ReservedNumber } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { reservedNumberKeys } from './keys';

// The ages on the cards move on; a minute is their finest unit.
const REFRESH_MS = 60_000;

/** GET /api/raffles/:id/reserved-numbers (admin): live holds and numbers under pending payments. */
export function getReservedNumbers(
  raffleId: number,
  signal?: AbortSignal,
): Promise<ReservedNumber[]> {
  return api.get(`/raffles/${raffleId}/reserved-numbers`, {
    schema: ReservedNumberListSchema,
    signal,
  });
}

export const reservedNumbersQueryOptions = (raffleId: number) =>
  queryOptions({
    queryKey: reservedNumberKeys.reserved(raffleId),
    queryFn: ({ signal }) => getReservedNumbers(raffleId, signal),
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  });

export function useReservedNumbers(raffleId: number) {
  return useQuery(reservedNumbersQueryOptions(raffleId));
}
