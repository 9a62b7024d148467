import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { decodeStatusCodes, RaffleNumbersBitmapSchema } from '@rifas/shared';
import { ApiError, type ApiErrorBody } from '@/lib/api-client';
import { raffleKeys } from '@/lib/raffle-queries';

/**
 * The status of every number of a raffle, decoded once: codes[n - startNumber]
 * is 0 available, 1 reserved, 2 sold (domain/picker.ts). A 100,000-number raffle
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
 * nothing re-renders. The browser cache is bypassed: we do the revalidation.
 */
export async function fetchRaffleNumbers(
  raffleId: number,
  previous: RaffleNumbersState | undefined,
  signal?: AbortSignal,
): Promise<RaffleNumbersState> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (previous?.etag) headers['If-None-Match'] = previous.etag;
  let response: Response;
  try {
    response = await fetch(`/api/raffles/${raffleId}/numbers?format=bitmap`, {
      headers,
      signal,
      cache: 'no-store',
    });
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError(0, undefined);
  }
  if (response.status === 304 && previous) return previous;
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiErrorBody | undefined;
    throw new ApiError(response.status, body);
  }
  const data = RaffleNumbersBitmapSchema.parse(await response.json());
  return {
    raffleId: data.raffle_id,
    startNumber: data.start_number,
    endNumber: data.end_number,
    version: data.version,
    codes: decodeStatusCodes(data.bitmap, data.start_number, data.end_number),
    etag: response.headers.get('etag'),
  };
}

export function raffleNumbersQueryOptions(queryClient: QueryClient, raffleId: number) {
  const queryKey = raffleKeys.numbers(raffleId);
  return {
    queryKey,
    queryFn: ({ signal }: { signal: AbortSignal }) =>
      fetchRaffleNumbers(raffleId, queryClient.getQueryData<RaffleNumbersState>(queryKey), signal),
    // A Uint8Array is not a plain object: keep the object the fetcher returned.
    structuralSharing: false,
    // Changes arrive by Server-Sent Events; this is the safety net if the stream is cut.
    staleTime: 0,
    refetchInterval: 60_000,
  } as const;
}

/** The picker's numbers; refetched (cheaply, with the ETag) whenever an event says they changed. */
export function useRaffleNumbers(raffleId: number) {
  const queryClient = useQueryClient();
  return useQuery(raffleNumbersQueryOptions(queryClient, raffleId));
}
