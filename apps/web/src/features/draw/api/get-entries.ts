import { apiRevalidate } from '@/lib/api-client';

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
