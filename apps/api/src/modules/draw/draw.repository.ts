import { and, asc, count, eq, isNull, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  payments,
  prizeResultWatches,
  raffleDraws,
  raffleNumbers,
  raffles,
  type WatchSource,
} from '../../db/schema';

export type DrawRow = typeof raffleDraws.$inferSelect;

/** The raffle's range, status and winner; FOR UPDATE while closing (the triggers wait on it). */
export async function findRaffleForDraw(db: Executor, id: number, lock = false) {
  const query = db
    .select({
      id: raffles.id,
      status: raffles.status,
      startNumber: raffles.startNumber,
      endNumber: raffles.endNumber,
      winningNumber: raffles.winningNumber,
      drawDate: raffles.drawDate,
      title: raffles.title,
      productToWin: raffles.productToWin,
    })
    .from(raffles)
    .where(eq(raffles.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findDraw(db: Executor, raffleId: number): Promise<DrawRow | undefined> {
  const [row] = await db.select().from(raffleDraws).where(eq(raffleDraws.raffleId, raffleId));
  return row;
}

/** Locked for the result, so two admins recording at once take turns. */
export async function lockDraw(db: Executor, raffleId: number): Promise<DrawRow | undefined> {
  const [row] = await db
    .select()
    .from(raffleDraws)
    .where(eq(raffleDraws.raffleId, raffleId))
    .for('update');
  return row;
}

export async function countPendingPayments(db: Executor, raffleId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(payments)
    .where(and(eq(payments.raffleId, raffleId), eq(payments.status, 'pending')));
  return row?.n ?? 0;
}

/** Holds nobody paid for: they end with the sale. Returns how many went. */
export async function deleteUnpaidHolds(db: Executor, raffleId: number): Promise<number> {
  const rows = await db
    .delete(raffleNumbers)
    .where(and(eq(raffleNumbers.raffleId, raffleId), isNull(raffleNumbers.paymentId)))
    .returning({ number: raffleNumbers.number });
  return rows.length;
}

/**
 * Every sold number with its payment and the buyer's name (never contact data);
 * with `validatedBefore`, only those whose payment was validated before it (the
 * early bird's list, ADR 054).
 */
export async function findSoldEntries(
  db: Executor,
  raffleId: number,
  { validatedBefore }: { validatedBefore?: Date } = {},
) {
  return db
    .select({
      number: raffleNumbers.number,
      paymentId: payments.id,
      customerName: payments.customerName,
    })
    .from(raffleNumbers)
    .innerJoin(payments, eq(payments.id, raffleNumbers.paymentId))
    .where(
      and(
        eq(raffleNumbers.raffleId, raffleId),
        eq(raffleNumbers.status, 'sold'),
        eq(payments.status, 'completed'),
        validatedBefore ? lt(payments.reviewedAt, validatedBefore) : undefined,
      ),
    )
    .orderBy(asc(raffleNumbers.number));
}

export async function insertDraw(db: Executor, values: typeof raffleDraws.$inferInsert) {
  const [row] = await db.insert(raffleDraws).values(values).returning();
  return row!;
}

export async function saveDrawResult(
  db: Executor,
  raffleId: number,
  values: Pick<
    typeof raffleDraws.$inferInsert,
    'lotteryName' | 'lotteryDrawAt' | 'lotteryResult' | 'winningNumber' | 'drawnAt'
  >,
) {
  const [row] = await db
    .update(raffleDraws)
    .set(values)
    .where(eq(raffleDraws.raffleId, raffleId))
    .returning();
  return row!;
}

/**
 * The raffle is completed with its winning number, and its draw date becomes
 * the lottery's: the page shows when the draw really was (docs/domain.md).
 */
export async function completeRaffle(
  db: Executor,
  id: number,
  values: { winningNumber: number; drawDate: Date; now: Date },
) {
  await db
    .update(raffles)
    .set({
      winningNumber: values.winningNumber,
      drawDate: values.drawDate,
      status: 'completed',
      updatedAt: values.now,
    })
    .where(eq(raffles.id, id));
}

/** Whether the raffle's entries are fixed (service-side check where nothing would be written). */
export async function hasFixedEntries(db: Executor, raffleId: number): Promise<boolean> {
  const rows = await db
    .select({ id: raffleDraws.raffleId })
    .from(raffleDraws)
    .where(eq(raffleDraws.raffleId, raffleId));
  return rows.length > 0;
}

/** Where the main result was fetched from, once recorded from its sources (issue 44). */
export async function findResultSource(
  db: Executor,
  raffleId: number,
): Promise<WatchSource | null> {
  const [row] = await db
    .select({ source: prizeResultWatches.source })
    .from(prizeResultWatches)
    .where(
      and(
        eq(prizeResultWatches.raffleId, raffleId),
        eq(prizeResultWatches.position, 1),
        eq(prizeResultWatches.state, 'recorded'),
      ),
    );
  return row?.source ?? null;
}
