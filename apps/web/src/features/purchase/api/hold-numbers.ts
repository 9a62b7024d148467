import { useMutation } from '@tanstack/react-query';
import {
  ReleaseResultSchema,
  ReserveResultSchema,
  type ReleaseResult,
  type ReserveResult,
} from '@rifas/shared';
import { api } from '@/lib/api-client';

export type HoldInput = { raffleId: number; numbers: number[]; holderId: string };
/** A solved guest challenge for X-Altcha, or null (signed in, or it could not be solved). */
export type ChallengeSource = () => Promise<string | null>;

const challengeHeader = (altcha: string | null): Record<string, string> =>
  altcha ? { 'X-Altcha': altcha } : {};

/**
 * POST /api/raffles/:id/reserve: holds the selection for HOLD_MINUTES at
 * 'Proceder al pago'. Numbers taken meanwhile come back in unavailableNumbers.
 */
export function reserveNumbers(
  { raffleId, numbers, holderId }: HoldInput,
  altcha: string | null = null,
): Promise<ReserveResult> {
  return api.post(
    `/raffles/${raffleId}/reserve`,
    { numbers, customer_id: holderId },
    { schema: ReserveResultSchema, headers: challengeHeader(altcha) },
  );
}

/** POST /api/raffles/:id/release: gives back this buyer's own holds (a checkout left unfinished). */
export { challengeHeader };

export function releaseNumbers({ raffleId, numbers, holderId }: HoldInput): Promise<ReleaseResult> {
  return api.post(
    `/raffles/${raffleId}/release`,
    { numbers, customer_id: holderId },
    { schema: ReleaseResultSchema },
  );
}

/** The hold; a guest's carries a solved challenge, usually ready before the click. */
export function useReserveNumbers(challenge: ChallengeSource) {
  return useMutation({
    mutationFn: async (input: HoldInput) => reserveNumbers(input, await challenge()),
  });
}
