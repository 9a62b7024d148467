import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { App } from '../app';

/** Fetches a challenge and solves it as the browser widget does; returns the X-Altcha value. */
export async function solvedChallenge(
  app: App,
  headers: Record<string, string> = {},
): Promise<string> {
  const res = await app.inject({ method: 'GET', url: '/api/challenge', headers });
  if (res.statusCode !== 200) throw new Error(`GET /api/challenge answered ${res.statusCode}`);
  const challenge = res.json<Challenge>();
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('challenge not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
