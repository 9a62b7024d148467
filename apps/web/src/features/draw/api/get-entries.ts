import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRevalidate } from '@/lib/api-client';
import { drawKeys } from './keys';

/**
 * GET /api/raffles/:id/draw/entries: the fixed list as raw bytes, exactly as
 * hashed (no text decoding, which could change them before they are hashed).
 */
export async function getEntries(raffleId: number): Promise<Uint8Array> {
  const answer = await apiRevalidate<Uint8Array>(`/raffles/${raffleId}/draw/entries`, {
    etag: null,
    read: 'bytes',
  });
  if (answer.notModified) throw new Error('unexpected 304 without an ETag');
  return answer.data;
}

/** The list as text lines ('047;12;Ana P.'), for naming who holds a number. */
export const entriesQueryOptions = (raffleId: number) =>
  queryOptions({
    queryKey: drawKeys.entries(raffleId),
    queryFn: async () => new TextDecoder().decode(await getEntries(raffleId)).split('\n'),
    // Fixed once published: it never changes.
    staleTime: Infinity,
  });

export function useEntries(raffleId: number) {
  return useQuery(entriesQueryOptions(raffleId));
}
