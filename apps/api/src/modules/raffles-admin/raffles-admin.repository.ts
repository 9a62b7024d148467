import { and, asc, count, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, raffleNumbers, raffles } from '../../db/schema';
import { takenNumberCondition, type NewRaffleRow, type RaffleRow } from '../raffles';

/** The row locked for the rest of the transaction (updates and deletes). */
export async function lockRaffle(db: Executor, id: number): Promise<RaffleRow | undefined> {
  const [row] = await db.select().from(raffles).where(eq(raffles.id, id)).for('update');
  return row;
}

export async function insertRaffle(db: Executor, values: NewRaffleRow): Promise<RaffleRow> {
  const [row] = await db.insert(raffles).values(values).returning();
  return row!;
}

/** Numbers version and NOTIFY are the caller's job (bumpNumbersVersion, same transaction). */
export async function updateRaffleRow(
  db: Executor,
  id: number,
  values: Partial<NewRaffleRow>,
): Promise<RaffleRow> {
  const [row] = await db.update(raffles).set(values).where(eq(raffles.id, id)).returning();
  return row!;
}

export async function deleteRaffleRow(db: Executor, id: number): Promise<void> {
  await db.delete(raffles).where(eq(raffles.id, id));
}

export async function countPayments(db: Executor, raffleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(eq(payments.raffleId, raffleId));
  return row?.n ?? 0;
}

/** Taken numbers that a new range start..end would leave outside, in order. */
export async function findTakenOutsideRange(
  db: Executor,
  raffleId: number,
  start: number,
  end: number,
  now: Date,
): Promise<number[]> {
  const rows = await db
    .select({ number: raffleNumbers.number })
    .from(raffleNumbers)
    .where(
      and(
        eq(raffleNumbers.raffleId, raffleId),
        or(sql`${raffleNumbers.number} < ${start}`, sql`${raffleNumbers.number} > ${end}`),
        takenNumberCondition(now),
      ),
    )
    .orderBy(asc(raffleNumbers.number));
  return rows.map((r) => r.number);
}

/**
 * Expired holds left outside a shrunk range are dropped. Rows another
 * transaction has locked (a purchase claiming them) are skipped, never waited
 * for: that purchase fails its range check, and the sweeper drops the row.
 */
export async function deleteExpiredHoldsOutsideRange(
  db: Executor,
  raffleId: number,
  start: number,
  end: number,
  now: Date,
): Promise<void> {
  const expired = db
    .select({ number: raffleNumbers.number })
    .from(raffleNumbers)
    .where(
      and(
        eq(raffleNumbers.raffleId, raffleId),
        or(sql`${raffleNumbers.number} < ${start}`, sql`${raffleNumbers.number} > ${end}`),
        eq(raffleNumbers.status, 'reserved'),
        isNull(raffleNumbers.paymentId),
        lte(raffleNumbers.holdExpiresAt, now),
      ),
    )
    .for('update', { skipLocked: true });
  await db
    .delete(raffleNumbers)
    .where(and(eq(raffleNumbers.raffleId, raffleId), inArray(raffleNumbers.number, expired)));
}

/** The buyer of one number of a raffle under a completed payment, if any. */
export async function findNumberBuyer(db: Executor, raffleId: number, number: number) {
  const [row] = await db
    .select({
      customerName: payments.customerName,
      customerEmail: payments.customerEmail,
      customerPhone: payments.customerPhone,
      purchasedAt: payments.createdAt,
      paymentMethod: payments.paymentMethodName,
    })
    .from(raffleNumbers)
    .innerJoin(payments, eq(payments.id, raffleNumbers.paymentId))
    .where(
      and(
        eq(raffleNumbers.raffleId, raffleId),
        eq(raffleNumbers.number, number),
        eq(raffleNumbers.status, 'sold'),
        eq(payments.status, 'completed'),
      ),
    );
  return row;
}

function buyersBatch(db: Executor, raffleId: number, after: number | null, size: number) {
  return db
    .select({
      number: raffleNumbers.number,
      customerName: payments.customerName,
      customerId: payments.customerId,
      customerPhone: payments.customerPhone,
      customerEmail: payments.customerEmail,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(raffleNumbers)
    .innerJoin(payments, eq(payments.id, raffleNumbers.paymentId))
    .where(
      and(
        eq(raffleNumbers.raffleId, raffleId),
        after === null ? undefined : sql`${raffleNumbers.number} > ${after}`,
      ),
    )
    .orderBy(asc(raffleNumbers.number))
    .limit(size);
}
export type BuyerRow = Awaited<ReturnType<typeof buyersBatch>>[number];

/**
 * Each number a payment holds in the raffle (reserved under a pending payment, or
 * sold), with its buyer, in number order and in batches (keyset on the number; 700
 * rows, like the payments export: ADR 017).
 */
export async function* raffleBuyerBatches(
  db: Executor,
  raffleId: number,
  size = 700,
): AsyncGenerator<BuyerRow[]> {
  let after: number | null = null;
  for (;;) {
    const rows = await buyersBatch(db, raffleId, after, size);
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < size) return;
    after = rows[rows.length - 1]!.number;
  }
}
