import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { IDEMPOTENCY_KEY_PATTERN, messages } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import type { AnswerKey } from '../../db/sale-args';
import type { AppDb } from '../../db/database-runtime';
import { executePreparedQuery, preparedQuery } from '../../db/prepared';
import { jsonParam, rowsOf } from '../../db/sql-rows';
import { idempotencyKeys } from '../../db/schema';
import { badRequest, conflict, unprocessable } from '../../lib/errors';
import {
  challengeUsed,
  spendTicket,
  type ChallengeTicket,
  type GuestChallengeGate,
} from '../challenge';

/**
 * Idempotency-Key for POST /purchase (docs/purchase-path.md): the same key and body within
 * 24 h replays the first answer; another body is 422; a replay while the first
 * still runs is 409. Only a successful purchase is kept (it is completed inside
 * the purchase's own transaction); a failed one frees the key, so a buyer who
 * fixes the form can send again with the same key.
 */
const SCOPE = 'purchase';
const KEY_TTL_MS = 24 * 60 * 60 * 1000;
// A first request that has not finished after this long died with its process.
const ABANDONED_MS = 2 * 60 * 1000;

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((k) => [k, canonical((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** The request's fingerprint: the same purchase hashes the same whatever the key order. */
export function requestHash(request: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(canonical(request)))
    .digest('hex');
}

export type KeyClaim =
  /** spent: whether the claim's statement spent the ticket; null when it did not try. */
  | { kind: 'new'; spent: boolean | null }
  | { kind: 'replay'; statusCode: number; response: unknown }
  | { kind: 'mismatch' }
  | { kind: 'running' };

const claimQuery = preparedQuery(
  sql`with claimed as (
      insert into idempotency_keys (scope, key, request_hash, created_at)
      values (${SCOPE}, ${sql.placeholder('key')}, ${sql.placeholder('hash')},
        ${sql.placeholder('now')}) on conflict do nothing returning key)
    select exists (select 1 from claimed) as claimed,
      case when exists (select 1 from claimed)
        then rifas_spend_challenge(${sql.placeholder('ticket')}::jsonb) end as spent`,
);

/**
 * Claims the key for this request (committed at once, so a concurrent replay
 * sees it) and, when it is new, spends the challenge's ticket in the same
 * statement (ADR 065).
 */
async function claimKey(
  app: AppDb,
  {
    key,
    hash,
    now,
    ticket,
  }: { key: string; hash: string; now: Date; ticket: ChallengeTicket | null },
): Promise<KeyClaim> {
  const { db } = app;
  const where = and(eq(idempotencyKeys.scope, SCOPE), eq(idempotencyKeys.key, key));
  for (let attempt = 0; attempt < 3; attempt += 1) {
    // Every purchase the SPA sends runs this first: one fixed text, built once and prepared (db/prepared.ts).
    const [claimed] = rowsOf<{ claimed: boolean; spent: boolean | null }>(
      await executePreparedQuery(app, claimQuery, {
        key,
        hash,
        now,
        ticket: jsonParam(ticket),
      }),
    );
    if (claimed?.claimed) return { kind: 'new', spent: claimed.spent };

    const row = await db.query.idempotencyKeys.findFirst({ where });
    if (!row) continue; // freed meanwhile by a failed first request
    const age = now.getTime() - row.createdAt.getTime();
    if (age > KEY_TTL_MS || (!row.completedAt && age > ABANDONED_MS)) {
      const taken = await db
        .update(idempotencyKeys)
        .set({
          requestHash: hash,
          createdAt: now,
          statusCode: null,
          response: null,
          completedAt: null,
        })
        .where(and(where, eq(idempotencyKeys.createdAt, row.createdAt)))
        .returning({ key: idempotencyKeys.key });
      if (taken.length > 0) return { kind: 'new', spent: null };
      continue;
    }
    if (row.requestHash !== hash) return { kind: 'mismatch' };
    if (row.completedAt && row.statusCode !== null) {
      return { kind: 'replay', statusCode: row.statusCode, response: row.response };
    }
    return { kind: 'running' };
  }
  return { kind: 'running' };
}

/**
 * What a key holds now: nothing (never used, freed by a failed purchase, or
 * older than 24 h), a purchase still running, or a purchase's kept answer.
 */
export async function keptAnswer(
  db: Executor,
  key: string,
  now: Date,
): Promise<{ kind: 'none' } | { kind: 'running' } | { kind: 'kept'; response: unknown }> {
  const row = await db.query.idempotencyKeys.findFirst({
    where: and(eq(idempotencyKeys.scope, SCOPE), eq(idempotencyKeys.key, key)),
    columns: { createdAt: true, completedAt: true, response: true },
  });
  if (!row) return { kind: 'none' };
  const age = now.getTime() - row.createdAt.getTime();
  if (row.completedAt)
    return age > KEY_TTL_MS ? { kind: 'none' } : { kind: 'kept', response: row.response };
  return age > ABANDONED_MS ? { kind: 'none' } : { kind: 'running' };
}

// claimedAt tells this request's claim apart from a later take-over of an abandoned key.
const ownClaim = (key: string, claimedAt: Date) =>
  and(
    eq(idempotencyKeys.scope, SCOPE),
    eq(idempotencyKeys.key, key),
    eq(idempotencyKeys.createdAt, claimedAt),
  );

/**
 * Where the answer is kept: the purchase's own statement stores it there
 * (rifas_sell's p_keep, with the answer and where its payment id goes), so the
 * answer is kept iff the purchase commits.
 */
export type { AnswerKey };

/** Frees the key of a request that failed. */
async function releaseKey(db: Executor, key: string, claimedAt: Date): Promise<void> {
  await db
    .delete(idempotencyKeys)
    .where(and(ownClaim(key, claimedAt), isNull(idempotencyKeys.completedAt)));
}

export type IdempotentOutcome<T> = { statusCode: number; body: T; replayed: boolean };

/** A new purchase pays its challenge: refused, or spent (by the claim, or here). */
async function payChallenge(
  app: AppDb,
  { ticket, refusal }: GuestChallengeGate,
  spent: boolean | null,
): Promise<void> {
  if (refusal) throw refusal;
  if (!ticket || spent === true) return;
  if (spent === false) throw challengeUsed();
  await spendTicket(app, ticket);
}

/**
 * Runs `work` at most once per key and request: claims the key, replays or
 * refuses as above, frees it when `work` fails. A new request pays its guest
 * challenge first (spent with the claim: ADR 065); a replay needs none. `work`
 * receives where the answer is kept, to store it with its own statement, so
 * the answer is kept iff the work commits.
 * Without a key, `work` runs once the challenge is paid.
 */
export async function withIdempotencyKey<T>(
  ctx: Pick<ServiceContext, 'db' | 'runtime' | 'now'>,
  args: {
    key: string | undefined;
    request: unknown;
    statusCode: number;
    challenge: GuestChallengeGate;
  },
  work: (keep?: AnswerKey) => Promise<T>,
): Promise<IdempotentOutcome<T>> {
  const { db, now } = ctx;
  const { key, statusCode, challenge } = args;
  if (key === undefined) {
    await payChallenge(ctx, challenge, null);
    return { statusCode, body: await work(), replayed: false };
  }
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw badRequest(messages.purchase.invalidIdempotencyKey);

  const claim = await claimKey(ctx, {
    key,
    hash: requestHash(args.request),
    now,
    ticket: challenge.ticket,
  });
  if (claim.kind === 'mismatch') throw unprocessable(messages.purchase.idempotencyMismatch);
  if (claim.kind === 'running') throw conflict(messages.purchase.idempotencyInProgress);
  if (claim.kind === 'replay') {
    return { statusCode: claim.statusCode, body: claim.response as T, replayed: true };
  }
  try {
    await payChallenge(ctx, challenge, claim.spent);
    const keep: AnswerKey = { scope: SCOPE, key, claimedAt: now, statusCode };
    const body = await work(keep);
    return { statusCode, body, replayed: false };
  } catch (err) {
    await releaseKey(db, key, now);
    throw err;
  }
}
