import { createHash } from 'node:crypto';
import { canonicalJson } from '../../lib/canonical-json';
import { and, eq, gt, isNotNull } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_PATTERN, messages } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import type { AnswerKey } from '../../db/sale-args';
import { idempotencyKeys } from '../../db/schema';
import { AppError, badRequest, unprocessable } from '../../lib/errors';
import type { GuestChallengeGate } from '../challenge';

/**
 * Idempotency-Key for POST /purchase (docs/purchase-path.md, ADR 100): the same key and body
 * within 24 h replays the first answer; another body is 422. The sale's own statement checks the
 * key first (a twin sent meanwhile waits there for the first, then replays it) and keeps the
 * answer with the sale, so only a committed purchase is kept: a failed one leaves the key free,
 * and a buyer who fixes the form can send again with the same key.
 */
const SCOPE = 'purchase';
const KEY_TTL_MS = 24 * 60 * 60 * 1000;

/** The request's fingerprint: the same purchase hashes the same whatever the key order. */
export function requestHash(request: unknown): string {
  return createHash('sha256').update(canonicalJson(request, 'sorted')).digest('hex');
}

export type { AnswerKey };

/** The sale found this request's answer kept under its key: replayed, nothing sold. */
export class KeyReplay extends Error {
  constructor(
    readonly statusCode: number,
    readonly response: unknown,
  ) {
    super('replayed');
    this.name = 'KeyReplay';
  }
}

/** 422: the key kept another request's answer. */
export const keyMismatch = () => unprocessable(messages.purchase.idempotencyMismatch);

/**
 * The answer a key keeps: none (never used, a purchase that failed, or older than 24 h) or the
 * committed purchase's, with the hash of the request that made it.
 */
export async function keptAnswer(
  db: Executor,
  key: string,
  now: Date,
): Promise<
  { kind: 'none' } | { kind: 'kept'; requestHash: string; statusCode: number; response: unknown }
> {
  const row = await db.query.idempotencyKeys.findFirst({
    where: and(
      eq(idempotencyKeys.scope, SCOPE),
      eq(idempotencyKeys.key, key),
      gt(idempotencyKeys.createdAt, new Date(now.getTime() - KEY_TTL_MS)),
      isNotNull(idempotencyKeys.completedAt),
    ),
    columns: { requestHash: true, statusCode: true, response: true },
  });
  if (!row || row.statusCode === null) return { kind: 'none' };
  return {
    kind: 'kept',
    requestHash: row.requestHash,
    statusCode: row.statusCode,
    response: row.response,
  };
}

export type IdempotentOutcome<T> = { statusCode: number; body: T; replayed: boolean };

/**
 * Runs `work`, which sells with the key (rifas_sell checks it first and keeps the answer), and
 * answers its result, or the kept answer when the sale found one (KeyReplay). A new request pays
 * its guest challenge in the same statement; a replay needs none. A refusal that may have come
 * before the sale looked at the key (the challenge, the form, a raffle closed since the first
 * send) is checked against the kept answer: a replay still replays. Only refusals pay that
 * lookup, never a purchase that goes through. Without a key, `work` runs once the challenge passed.
 */
export async function withIdempotencyKey<T>(
  ctx: Pick<ServiceContext, 'db' | 'runtime' | 'now'>,
  args: {
    key: string | undefined;
    request: unknown;
    statusCode: number;
    challenge: GuestChallengeGate;
  },
  work: (key: AnswerKey | undefined) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const { db, now, runtime } = ctx;
  const { key, statusCode, challenge } = args;
  if (key === undefined) {
    if (challenge.refusal) throw challenge.refusal;
    return { statusCode, body: await work(undefined), replayed: false };
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(messages.purchase.invalidIdempotencyKey);
  const hash = requestHash(args.request);
  const since = new Date(now.getTime() - KEY_TTL_MS);
  // Known here while it runs: the key reaches the database only with the committed sale.
  return runtime.purchasesRunning.around(key, async () => {
    try {
      if (challenge.refusal) throw challenge.refusal;
      const body = await work({ scope: SCOPE, key, requestHash: hash, since, statusCode });
      return { statusCode, body, replayed: false };
    } catch (err) {
      if (err instanceof KeyReplay) {
        return { statusCode: err.statusCode, body: err.response as T, replayed: true };
      }
      if (!(err instanceof AppError)) throw err;
      const kept = await keptAnswer(db, key, now);
      if (kept.kind === 'none') throw err;
      if (kept.requestHash !== hash) throw keyMismatch();
      return { statusCode: kept.statusCode, body: kept.response as T, replayed: true };
    }
  });
}
