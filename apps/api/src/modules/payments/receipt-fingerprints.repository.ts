import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { receiptFingerprints, receiptMatches } from '../../db/schema';

/** How far behind the newest fingerprint a payment committed late is still looked for. */
const LATE_COMMIT_WINDOW = 1000;

export type ReceiptToFingerprint = { id: number; capturePath: string };

/**
 * The receipts still without a fingerprint: first those of payments the
 * notification queue is waiting for (their 'notice' rows, ADR 096), so a backlog (every
 * receipt again after migration 0040, ADR 092) never holds a new payment's notice,
 * then the rest in id order, from a little behind the newest fingerprint on. A match
 * always flags the newer payment (insertMatch), whichever of the two came first here.
 */
export async function receiptsToFingerprint(
  db: Executor,
  limit: number,
): Promise<ReceiptToFingerprint[]> {
  const result = await db.execute(sql`
    (select p.id, p.capture_path, 0 as waiting_last
      from payment_notices n join payments p on p.id = n.payment_id
      where n.kind = 'notice' and p.status = 'pending' and p.capture_path is not null
        and not exists (select 1 from receipt_fingerprints f where f.payment_id = p.id)
      order by n.payment_id limit ${limit})
    union all
    (select p.id, p.capture_path, 1 as waiting_last from payments p
      where p.capture_path is not null
        and p.id > coalesce((select max(payment_id) from receipt_fingerprints), 0) - ${LATE_COMMIT_WINDOW}
        and not exists (select 1 from receipt_fingerprints f where f.payment_id = p.id)
      order by p.id limit ${limit})
    order by waiting_last, id limit ${limit}`);
  // A waiting receipt can come from both halves: once is enough.
  const seen = new Set<number>();
  return rowsOf<{ id: number | string; capture_path: string }>(result)
    .map((r) => ({ id: Number(r.id), capturePath: r.capture_path }))
    .filter(({ id }) => !seen.has(id) && Boolean(seen.add(id)));
}

export type FingerprintRow = typeof receiptFingerprints.$inferInsert;

/** False when another instance stored it first. */
export async function insertFingerprint(db: Executor, row: FingerprintRow): Promise<boolean> {
  const inserted = await db
    .insert(receiptFingerprints)
    .values(row)
    .onConflictDoNothing()
    .returning({ id: receiptFingerprints.paymentId });
  return inserted.length > 0;
}

/** Other payments' receipts with exactly these bytes. */
export async function sameBytes(db: Executor, paymentId: number, sha256: string) {
  const result = await db.execute(sql`
    select payment_id from receipt_fingerprints
    where sha256 = ${sha256} and payment_id <> ${paymentId} order by payment_id`);
  return rowsOf<{ payment_id: number | string }>(result).map((r) => Number(r.payment_id));
}

export type Candidate = { paymentId: number; sha256: string; detail: Buffer };

const toCandidate = (r: {
  payment_id: number | string;
  sha256: string;
  detail: Buffer | Uint8Array;
}): Candidate => ({
  paymentId: Number(r.payment_id),
  sha256: r.sha256,
  detail: Buffer.isBuffer(r.detail) ? r.detail : Buffer.from(r.detail),
});

/**
 * The layout references (ADR 092) whose pHash is within `bits` of this one:
 * one row per bank-app layout seen, so a handful.
 */
export async function layoutReferences(
  db: Executor,
  input: { paymentId: number; phash: bigint; bits: number },
): Promise<Candidate[]> {
  const result = await db.execute(sql`
    select payment_id, sha256, detail from receipt_fingerprints
    where reference_id = payment_id and payment_id <> ${input.paymentId} and detail is not null
      and bit_count((phash # ${input.phash.toString()}::bigint)::bit(64)) <= ${input.bits}
    order by payment_id`);
  return rowsOf<Parameters<typeof toCandidate>[0]>(result).map(toCandidate);
}

/**
 * The receipts of one layout that hold, in at least one group, one of the keys
 * of every block (lib/receipt-layout.ts): the GIN index on keys answers it, so
 * the rows read are the few near ones however many the layout has.
 */
export async function keyCandidates(
  db: Executor,
  input: { paymentId: number; referenceId: number; groups: number[][][]; limit: number },
): Promise<Candidate[]> {
  if (input.groups.length === 0) return [];
  const holds = (keys: number[]) => sql`keys && ${`{${keys.join(',')}}`}::int[]`;
  const groups = input.groups.map((g) => sql`(${sql.join(g.map(holds), sql` and `)})`);
  const result = await db.execute(sql`
    select payment_id, sha256, detail from receipt_fingerprints
    where reference_id = ${input.referenceId} and payment_id <> ${input.paymentId}
      and detail is not null and (${sql.join(groups, sql` or `)})
    order by payment_id limit ${input.limit}`);
  return rowsOf<Parameters<typeof toCandidate>[0]>(result).map(toCandidate);
}

/** The later payment is flagged with the earlier one; a pair is stored once. */
export async function insertMatch(db: Executor, a: number, b: number, distance: number) {
  await db
    .insert(receiptMatches)
    .values({ paymentId: Math.max(a, b), matchedPaymentId: Math.min(a, b), distance })
    .onConflictDoNothing();
}
