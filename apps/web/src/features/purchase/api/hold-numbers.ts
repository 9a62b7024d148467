import { useMutation } from '@tanstack/react-query';
import { errorCodes, ReserveResultSchema, type ReserveResult } from '@rifas/shared';
import { api, errorCode } from '@/lib/api-client';

export type HoldInput = { raffleId: number; numbers: number[]; holderId: string };
/** A solved guest challenge for X-Altcha, or null (signed in, or it could not be solved). */
export type ChallengeSource = () => Promise<string | null>;

/** The X-Altcha header of a hold or purchase, when the buyer has a solved challenge. */
export const challengeHeader = (altcha: string | null): Record<string, string> =>
  altcha ? { 'X-Altcha': altcha } : {};

/**
 * Sends a guest's request with a solved challenge and, when the server refused that
 * one (it expired while the page sat open, or its solving failed), once more with a
 * fresh one: the buyer never sees a refusal a second solution clears.
 */
export async function withChallenge<T>(
  challenge: ChallengeSource,
  send: (altcha: string | null) => Promise<T>,
): Promise<T> {
  try {
    return await send(await challenge());
  } catch (err) {
    if (errorCode(err) !== errorCodes.challengeRefused) throw err;
    return send(await challenge());
  }
}

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
    mutationFn: (input: HoldInput) =>
      withChallenge(challenge, (altcha) => reserveNumbers(input, altcha)),
  });
}
