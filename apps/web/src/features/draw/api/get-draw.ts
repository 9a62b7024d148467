import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Draw } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { drawKeys } from './keys';

// Downloaded when the read starts, beside the answer (ADR 020).
const DrawSchema = () => import('./draw-schema').then((m) => m.DrawSchema);

/** GET /api/raffles/:id/draw: the fingerprint, the rule and the result, for anyone. */
export function getDraw(raffleId: number, signal?: AbortSignal): Promise<Draw> {
  return api.get(`/raffles/${raffleId}/draw`, { schema: DrawSchema, signal });
}

export const drawQueryOptions = (raffleId: number) =>
  queryOptions({
    queryKey: drawKeys.draw(raffleId),
    queryFn: ({ signal }) => getDraw(raffleId, signal),
  });

export function useDraw(raffleId: number) {
  return useQuery(drawQueryOptions(raffleId));
}
