import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { RaffleNumbersBitmapSchema } from '@rifas/shared';
import { api, ApiError } from '@/lib/api-client';
import { raffleKeys } from '@/lib/raffle-queries';
import { decodeStatusCodes } from '../utils/picker';

/**
 * The status of every number of a raffle, decoded once: codes[n - startNumber]
 * is 0 available, 1 reserved, 2 sold (utils/picker.ts). A 100,000-number raffle
 * is one 100 KB Uint8Array, never an object per number.
 */
export type RaffleNumbersState = {
  raffleId: number;
  startNumber: number;
  endNumber: number;
  version: number;
  codes: Uint8Array;
  etag: string | null;
};

/**
 * GET /api/raffles/:id/numbers?format=bitmap with the last ETag: an unchanged
 * status answers 304 and the previous state (the same object) is kept, so
 * nothing re-renders. The browser cache is bypassed: api.revalidate does the
 * revalidation, with the same token, 401 rule and errors as every other call.
 */
export async function getRaffleNumbers(
  raffleId: number,
  previous: RaffleNumbersState | undefined,
  signal?: AbortSignal,
): Promise<RaffleNumbersState> {
  const answer = await api.revalidate(`/raffles/${raffleId}/numbers`, {
    query: { format: 'bitmap' },
    // Without a previous state there is nothing to keep: ask for the whole answer.
    etag: previous?.etag,
    signal,
    schema: RaffleNumbersBitmapSchema,
  });
  if (answer.notModified) {
    if (previous) return previous;
    throw new ApiError(304, undefined);
  }
  const { data, etag } = answer;
  return {
    raffleId: data.raffle_id,
    startNumber: data.start_number,
    endNumber: data.end_number,
    version: data.version,
    codes: decodeStatusCodes(data.bitmap, data.start_number, data.end_number),
    etag,
  };
}

/** The fetcher revalidates against the state in `queryClient`'s cache, hence the client. */
export function raffleNumbersQueryOptions(queryClient: QueryClient, raffleId: number) {
  const queryKey = raffleKeys.numbers(raffleId);
  return queryOptions({
    queryKey,
    queryFn: ({ signal }) =>
      getRaffleNumbers(raffleId, queryClient.getQueryData<RaffleNumbersState>(queryKey), signal),
    // A Uint8Array is not a plain object: keep the object the fetcher returned.
    structuralSharing: false,
    // Changes arrive by Server-Sent Events; this is the safety net if the stream is cut.
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** The picker's numbers; refetched (cheaply, with the ETag) whenever an event says they changed. */
export function useRaffleNumbers(raffleId: number) {
  const queryClient = useQueryClient();
  return useQuery(raffleNumbersQueryOptions(queryClient, raffleId));
}
