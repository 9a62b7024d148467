import { randomInt } from 'node:crypto';
import { createChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { errorCodes, messages } from '@rifas/shared';
import { z } from 'zod';
import type { ServiceContext } from '../../context';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import type { ChallengeTicket } from './challenge.repository';
import { verifySolved } from './challenge-verify';

/** Two secrets derived from APP_SECRET, once per app (lib/derived-secrets.ts). */
function secretsFrom({ config, runtime }: Pick<ServiceContext, 'config' | 'runtime'>) {
  return {
    signature: runtime.secrets.of(config.appSecret, 'altcha-challenge'),
    keySignature: runtime.secrets.of(config.appSecret, 'altcha-key'),
  };
}

/** The most a network's challenges are made harder, however many it fetched. */
export const MAX_CHALLENGE_WORK = 4;

/**
 * How many times the usual work a network's next challenge asks for, once it
 * fetched `issued` in the window: 1 up to `max`, then doubling with each further
 * `max`, up to MAX_CHALLENGE_WORK. Slower for everyone on that address, never
 * refused: a neighbour fetching challenges cannot stop the others from buying.
 */
export function challengeWork(issued: number, max: number): number {
  if (issued <= max) return 1;
  return Math.min(MAX_CHALLENGE_WORK, 2 ** Math.ceil((issued - max) / max));
}

/**
 * A proof-of-work challenge (ALTCHA, SHA-256): the solver tries counters from 0
 * until one matches, so the work is the secret counter drawn here, between a
 * fifth of maxNumber and maxNumber (times `work`). Cheap for the server: one hash
 * and two HMACs.
 */
export async function issueChallenge(
  ctx: ServiceContext,
  { work }: { work: number } = { work: 1 },
): Promise<Challenge> {
  const { config, now } = ctx;
  const settings = config.challenge;
  const secrets = secretsFrom(ctx);
  const maxNumber = settings.maxNumber * work;
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    counter: randomInt(Math.floor(maxNumber / 5), maxNumber + 1),
    deriveKey,
    expiresAt: new Date(now.getTime() + settings.seconds * 1000),
    hmacSignatureSecret: secrets.signature,
    hmacKeySignatureSecret: secrets.keySignature,
  });
}

// What the widget sends: base64 of { challenge, solution }. Parsed, never trusted blindly.
const PayloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({ nonce: z.string().regex(/^[0-9a-f]{1,64}$/), expiresAt: z.number().int() })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z
    .object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) })
    .loose(),
});

// The SPA acts on any of these refusals the same way: one more try with a fresh solution.
const refused = { code: errorCodes.challengeRefused };

function parsePayload(header: string): z.infer<typeof PayloadSchema> | null {
  if (header.length > 8_192) return null;
  try {
    const json: unknown = JSON.parse(Buffer.from(header, 'base64').toString('utf8'));
    const parsed = PayloadSchema.safeParse(json);
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export type { ChallengeTicket };

/** 409: this solution was spent before (here or, as the statement finds, on any instance). */
export const challengeUsed = () => conflict(messages.abuse.challengeUsed, refused);

/**
 * Checks a solved challenge without the database: 400 when missing, 403 when
 * forged, expired or wrong, 409 when this instance saw it spent. Answers the
 * ticket the request's statement spends; spent ones are kept in the database
 * until they expire, so every instance refuses them.
 */
export function checkChallenge(
  ctx: ServiceContext,
  { header }: { header: string | undefined },
): ChallengeTicket {
  const { now, runtime } = ctx;
  if (!header) throw badRequest(messages.abuse.challengeMissing, refused);
  const payload = parsePayload(header);
  if (!payload) throw forbidden(messages.abuse.challengeInvalid, refused);
  const { nonce, expiresAt } = payload.challenge.parameters;
  // Expiry by the service's clock (a test may set it).
  if (expiresAt * 1000 <= now.getTime()) throw forbidden(messages.abuse.challengeInvalid, refused);
  if (!verifySolved(payload, secretsFrom(ctx))) {
    throw forbidden(messages.abuse.challengeInvalid, refused);
  }
  if (!runtime.challenges.firstSight(nonce, expiresAt * 1000, now.getTime())) {
    throw challengeUsed();
  }
  return { id: nonce, expires_at: new Date(expiresAt * 1000).toISOString() };
}
