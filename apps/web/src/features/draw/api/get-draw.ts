import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Draw } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { raffleKeys } from '@/lib/raffle-queries';

// Downloaded when the read starts, beside the answer (ADR 020).
const DrawSchema = () => import('./draw-schema').then((m) => m.DrawSchema);

/** Under the raffle's detail key: whatever refreshes the raffle refreshes its draw. */
export const drawKey = (raffleId: number) => [...raffleKeys.detail(raffleId), 'draw'] as const;

/** GET /api/raffles/:id/draw: the fingerprint, the rule and the result, for anyone. */
export const drawQueryOptions = (raffleId: number) =>
  queryOptions({
    queryKey: drawKey(raffleId),
    queryFn: ({ signal }) =>
      api.get<Draw>(`/raffles/${raffleId}/draw`, { schema: DrawSchema, signal }),
  });

export function useDraw(raffleId: number) {
  return useQuery(drawQueryOptions(raffleId));
}
