import { queryOptions, useQuery } from '@tanstack/react-query';
import { parseEntries } from '@rifas/shared';
import { apiRevalidate } from '@/lib/api-client';
import { drawKeys } from './keys';

/**
 * GET /api/raffles/:id/draw/entries: the fixed list as raw bytes, exactly as
 * hashed (no text decoding, which could change them before they are hashed).
 */
export async function getEntries(raffleId: number): Promise<Uint8Array> {
  return getList(`/api/raffles/${raffleId}/draw/entries`);
}

/** Any fixed list by the `entries_url` the draw answer gives (a prize's own, ADR 054). */
export async function getList(url: string): Promise<Uint8Array> {
  const answer = await apiRevalidate<Uint8Array>(url.replace(/^\/api/, ''), {
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

/** A fixed list's lines read back ({ number, paymentId, name }), by its address. */
export const listQueryOptions = (raffleId: number, url: string) =>
  queryOptions({
    queryKey: drawKeys.list(raffleId, url),
    queryFn: async () => parseEntries(new TextDecoder().decode(await getList(url))),
    staleTime: Infinity,
  });

export function useList(raffleId: number, url: string | null) {
  return useQuery({ ...listQueryOptions(raffleId, url ?? ''), enabled: url !== null });
}
