import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, rafflePrizes, users } from '../../db/schema';

export type PrizeRow = typeof rafflePrizes.$inferSelect;
export type NewPrizeRow = typeof rafflePrizes.$inferInsert;

export async function findPrizes(db: Executor, raffleId: number): Promise<PrizeRow[]> {
  return db
    .select()
    .from(rafflePrizes)
    .where(eq(rafflePrizes.raffleId, raffleId))
    .orderBy(asc(rafflePrizes.position));
}

/** Locked for a result, so two admins recording at once take turns. */
export async function lockPrizes(db: Executor, raffleId: number): Promise<PrizeRow[]> {
  return db
    .select()
    .from(rafflePrizes)
    .where(eq(rafflePrizes.raffleId, raffleId))
    .orderBy(asc(rafflePrizes.position))
    .for('update');
}

export async function replacePrizeRows(db: Executor, raffleId: number, rows: NewPrizeRow[]) {
  await db.delete(rafflePrizes).where(eq(rafflePrizes.raffleId, raffleId));
  if (rows.length > 0) await db.insert(rafflePrizes).values(rows);
}

export async function insertPrizeRows(db: Executor, rows: NewPrizeRow[]) {
  if (rows.length > 0) await db.insert(rafflePrizes).values(rows);
}

export async function updatePrize(
  db: Executor,
  key: { raffleId: number; position: number },
  values: Partial<NewPrizeRow>,
): Promise<PrizeRow> {
  const [row] = await db
    .update(rafflePrizes)
    .set(values)
    .where(and(eq(rafflePrizes.raffleId, key.raffleId), eq(rafflePrizes.position, key.position)))
    .returning();
  return row!;
}

/** Contact data of the winners to tell (e-mail only goes out to them, never in an answer). */
export async function findPaymentContacts(db: Executor, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: payments.id,
      email: payments.customerEmail,
      name: payments.customerName,
      ticketCode: payments.ticketCode,
      // The buyer's own verified address: only then the e-mail greets them by name (ADR 084).
      addressConfirmed: sql<boolean>`coalesce(${users.isVerified}
        and lower(${users.email}) = lower(${payments.customerEmail}), false)`.mapWith(Boolean),
    })
    .from(payments)
    .leftJoin(users, eq(users.id, payments.userId))
    .where(inArray(payments.id, ids));
}
