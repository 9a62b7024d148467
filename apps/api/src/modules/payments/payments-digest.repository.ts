import { and, asc, eq, inArray, isNull, max, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { payments, raffles, users } from '../../db/schema';

// One digest at a time across instances (transaction-scoped advisory lock).
const DIGEST_LOCK = 727_004;

/** True when this transaction may send the digest; false while another instance does. */
export async function tryDigestLock(tx: Executor): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${DIGEST_LOCK}) as locked`);
  return rowsOf<{ locked: boolean }>(result)[0]?.locked === true;
}

/** When the last digest took its payments (null before the first). */
export async function lastDigestAt(tx: Executor): Promise<Date | null> {
  const [row] = await tx.select({ at: max(payments.digestedAt) }).from(payments);
  return row?.at ?? null;
}

/** Takes every pending payment no digest has taken yet; returns their ids, oldest first. */
export async function takeUndigestedPending(tx: Executor, now: Date): Promise<number[]> {
  const rows = await tx
    .update(payments)
    .set({ digestedAt: now })
    .where(and(eq(payments.status, 'pending'), isNull(payments.digestedAt)))
    .returning({ id: payments.id });
  return rows.map((r) => r.id).sort((a, b) => a - b);
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
