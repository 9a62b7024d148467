import { useMutation } from '@tanstack/react-query';
import {
  ReleaseResultSchema,
  ReserveResultSchema,
  type ReleaseResult,
  type ReserveResult,
} from '@rifas/shared';
import { api } from '@/lib/api-client';

export type HoldInput = { raffleId: number; numbers: number[]; holderId: string };

/**
 * POST /api/raffles/:id/reserve: holds the selection for HOLD_MINUTES at
 * 'Proceder al pago'. Numbers taken meanwhile come back in unavailableNumbers.
 */
export function reserveNumbers({ raffleId, numbers, holderId }: HoldInput): Promise<ReserveResult> {
  return api.post(
    `/raffles/${raffleId}/reserve`,
    { numbers, customer_id: holderId },
    { schema: ReserveResultSchema },
  );
}

/** POST /api/raffles/:id/release: gives back this buyer's own holds (a checkout left unfinished). */
export function releaseNumbers({ raffleId, numbers, holderId }: HoldInput): Promise<ReleaseResult> {
  return api.post(
    `/raffles/${raffleId}/release`,
    { numbers, customer_id: holderId },
    { schema: ReleaseResultSchema },
  );
}

export function useReserveNumbers() {
  return useMutation({ mutationFn: reserveNumbers });
}
