import { and, asc, desc, eq, inArray, isNotNull, or, gt, sql, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, raffleNumbers, rafflePrizes, raffles } from '../../db/schema';

export type RaffleRow = typeof raffles.$inferSelect;
export type NewRaffleRow = typeof raffles.$inferInsert;
export type RaffleCounts = { sold: number; reserved: number };

/** Which raffles a list shows; the derived filters (can sell, ended) run on top. */
export type RaffleListFilter = 'all' | 'public' | 'active';

/**
 * A number is taken when it is sold, under a payment, or held by a hold that
 * has not expired. An expired hold counts as available at once everywhere.
 */
export function takenNumberCondition(now: Date) {
  return or(
    eq(raffleNumbers.status, 'sold'),
    isNotNull(raffleNumbers.paymentId),
    gt(raffleNumbers.holdExpiresAt, now),
  );
}

export async function findRaffleById(db: Executor, id: number): Promise<RaffleRow | undefined> {
  const [row] = await db.select().from(raffles).where(eq(raffles.id, id));
  return row;
}

export async function listRaffleRows(db: Executor, filter: RaffleListFilter): Promise<RaffleRow[]> {
  const query = db.select().from(raffles);
  if (filter === 'active') {
    return query
      .where(eq(raffles.status, 'active'))
      .orderBy(asc(raffles.drawDate), asc(raffles.id));
  }
  const where = filter === 'public' ? ne(raffles.status, 'pending') : undefined;
  return query.where(where).orderBy(desc(raffles.createdAt), desc(raffles.id));
}

/**
 * The prizes' titles of many raffles in one query, in their order: raffle id →
 * titles (null: the main prize of a raffle set up without prizes, its product).
 */
export async function findPrizeTitles(
  db: Executor,
  raffleIds: number[],
): Promise<Map<number, (string | null)[]>> {
  const result = new Map<number, (string | null)[]>();
  if (raffleIds.length === 0) return result;
  const rows = await db
    .select({ raffleId: rafflePrizes.raffleId, title: rafflePrizes.title })
    .from(rafflePrizes)
    .where(inArray(rafflePrizes.raffleId, raffleIds))
    .orderBy(asc(rafflePrizes.raffleId), asc(rafflePrizes.position));
  for (const row of rows)
    result.set(row.raffleId, [...(result.get(row.raffleId) ?? []), row.title]);
  return result;
}

/** Sold and reserved counts of many raffles in one aggregate query. */
export async function countNumbers(
  db: Executor,
  raffleIds: number[],
  now: Date,
): Promise<Map<number, RaffleCounts>> {
  const result = new Map<number, RaffleCounts>();
  if (raffleIds.length === 0) return result;
  const rows = await db
    .select({
      raffleId: raffleNumbers.raffleId,
      sold: sql<number>`count(*) filter (where ${raffleNumbers.status} = 'sold')`.mapWith(Number),
      reserved:
        sql<number>`count(*) filter (where ${raffleNumbers.status} = 'reserved' and (${raffleNumbers.paymentId} is not null or ${raffleNumbers.holdExpiresAt} > ${now.toISOString()}))`.mapWith(
          Number,
        ),
    })
    .from(raffleNumbers)
    .where(inArray(raffleNumbers.raffleId, raffleIds))
    .groupBy(raffleNumbers.raffleId);
  for (const row of rows) result.set(row.raffleId, { sold: row.sold, reserved: row.reserved });
  return result;
}

/**
 * The buyer of each raffle's winning number under a completed payment, in one
 * query: raffle id → customer name.
 */
export async function findWinnerNames(
  db: Executor,
  raffleIds: number[],
): Promise<Map<number, string>> {
  const result = new Map<number, string>();
  if (raffleIds.length === 0) return result;
  const rows = await db
    .select({ raffleId: raffleNumbers.raffleId, name: payments.customerName })
    .from(raffleNumbers)
    .innerJoin(
      raffles,
      and(eq(raffles.id, raffleNumbers.raffleId), eq(raffles.winningNumber, raffleNumbers.number)),
    )
    .innerJoin(payments, eq(payments.id, raffleNumbers.paymentId))
    .where(
      and(
        inArray(raffleNumbers.raffleId, raffleIds),
        eq(raffleNumbers.status, 'sold'),
        eq(payments.status, 'completed'),
      ),
    );
  for (const row of rows) result.set(row.raffleId, row.name);
  return result;
}
