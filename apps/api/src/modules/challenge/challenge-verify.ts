import { createHmac, timingSafeEqual } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json';

/** The parts of a solved challenge the check reads (parsed by challenge.service.ts). */
export type SolvedChallenge = {
  challenge: { parameters: Record<string, unknown>; signature: string };
  solution: { counter: number; derivedKey: string };
};

export type ChallengeSecrets = { signature: string; keySignature: string };

const hmacHex = (secret: string, data: string | Buffer) =>
  createHmac('sha256', secret).update(data).digest('hex');

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Whether a solution solves a challenge this server signed: the parameters'
 * signature, then the derived key against the key signature — the checks of
 * altcha-lib's verifySolution for a challenge that carries a key signature (ours
 * always do), done with node:crypto at once instead of four Web Crypto calls a
 * request (ADR 064). Expiry is the caller's (it has the service's clock).
 * challenge-verify.test.ts holds this to altcha-lib's answers.
 */
export function verifySolved(solved: SolvedChallenge, secrets: ChallengeSecrets): boolean {
  const { parameters, signature } = solved.challenge;
  const expected = hmacHex(secrets.signature, canonicalJson(parameters, 'as-is'));
  if (!sameText(signature, expected)) return false;
  const { counter, derivedKey } = solved.solution;
  if (!Number.isSafeInteger(counter) || counter < 0 || counter > 0xffffffff) return false;
  if (!/^(?:[0-9a-f]{2})+$/.test(derivedKey)) return false;
  const keySignature = parameters.keySignature;
  if (typeof keySignature !== 'string') return false;
  return sameText(keySignature, hmacHex(secrets.keySignature, Buffer.from(derivedKey, 'hex')));
}
