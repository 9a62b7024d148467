import { useMutation } from '@tanstack/react-query';
import { ReserveResultSchema, type ReserveResult } from '@rifas/shared';
import { api } from '@/lib/api-client';

export type HoldInput = { raffleId: number; numbers: number[]; holderId: string };
/** A solved guest challenge for X-Altcha, or null (signed in, or it could not be solved). */
export type ChallengeSource = () => Promise<string | null>;

/** The X-Altcha header of a hold or purchase, when the buyer has a solved challenge. */
export const challengeHeader = (altcha: string | null): Record<string, string> =>
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

/** The hold; a guest's carries a solved challenge, usually ready before the click. */
export function useReserveNumbers(challenge: ChallengeSource) {
  return useMutation({
    mutationFn: async (input: HoldInput) => reserveNumbers(input, await challenge()),
  });
}
