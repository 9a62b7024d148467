import type { APIRequestContext } from '@playwright/test';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/**
 * The X-Altcha header a guest's hold or purchase needs (the e2e server runs
 * with GUEST_CHALLENGE on): fetched and solved here as the browser widget would.
 */
export async function guestChallengeHeaders(
  request: APIRequestContext,
): Promise<Record<string, string>> {
  const response = await request.get('/api/challenge');
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('the challenge was not solved');
  return { 'x-altcha': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') };
}
