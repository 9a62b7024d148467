import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { payments, pendingDigestRuns, raffles, users } from '../../db/schema';

// One digest at a time across instances (transaction-scoped advisory lock).
const DIGEST_LOCK = 727_004;

/** True when this transaction may send the digest; false while another instance does. */
export async function tryDigestLock(tx: Executor): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${DIGEST_LOCK}) as locked`);
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}

/** When the last digest took its payments (null before the first). */
export async function lastDigestAt(tx: Executor): Promise<Date | null> {
  const [row] = await tx
    .select({ at: pendingDigestRuns.lastAt })
    .from(pendingDigestRuns)
    .where(eq(pendingDigestRuns.id, 1));
  return row?.at ?? null;
}

/**
 * Takes every 'digest' row the sales left (ADR 096) and returns the payments still
 * pending, oldest first; those reviewed meanwhile are dropped unlisted. Called under
 * the digest lock, so the delete needs no SKIP LOCKED.
 */
export async function takeUndigestedPending(tx: Executor): Promise<number[]> {
  const result = await tx.execute(sql`
    with taken as (delete from payment_notices where kind = 'digest' returning payment_id)
    select t.payment_id as id from taken t join payments p on p.id = t.payment_id
    where p.status = 'pending'`);
  return rowsOf<{ id: number | string }>(result)
    .map((r) => Number(r.id))
    .sort((a, b) => a - b);
}

/** The digest went at `now`: the next one waits its interval from here. */
export async function markDigestSent(tx: Executor, now: Date) {
  await tx
    .insert(pendingDigestRuns)
    .values({ id: 1, lastAt: now })
    .onConflictDoUpdate({ target: pendingDigestRuns.id, set: { lastAt: now } });
}

/** What a digest line says of each payment. */
export function digestLines(tx: Executor, ids: number[]) {
  return tx
    .select({
      id: payments.id,
      customerName: payments.customerName,
      raffleTitle: raffles.title,
      startNumber: raffles.startNumber,
      endNumber: raffles.endNumber,
      numbers: payments.numbers,
      amountCents: payments.amountCents,
      referenceNumber: payments.referenceNumber,
    })
    .from(payments)
    .innerJoin(raffles, eq(raffles.id, payments.raffleId))
    .where(inArray(payments.id, ids))
    .orderBy(asc(payments.id));
}
export type DigestLine = Awaited<ReturnType<typeof digestLines>>[number];

/** The admins who have not opted out of the digest. */
export function digestRecipients(tx: Executor) {
  return tx
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.pendingDigest, true)))
    .orderBy(asc(users.id));
}
