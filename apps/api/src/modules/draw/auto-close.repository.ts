import { and, eq, isNotNull, isNull, notExists, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { raffleDraws, raffleNumbers, raffles } from '../../db/schema';

/**
 * Active raffles whose list is not fixed yet, with what the automatic close
 * needs: its choice, its times, how many numbers are in a payment and how many
 * are validated. Only raffles whose close time has come, or that every number
 * is in a payment of, can be due; the counts are read for those alone.
 */
export async function findOpenRaffles(db: Executor) {
  const taken = db
    .select({ raffleId: raffleNumbers.raffleId, n: sql<number>`count(*)::int`.as('taken_n') })
    .from(raffleNumbers)
    .where(isNotNull(raffleNumbers.paymentId))
    .groupBy(raffleNumbers.raffleId)
    .as('taken');
  const sold = db
    .select({ raffleId: raffleNumbers.raffleId, n: sql<number>`count(*)::int`.as('sold_n') })
    .from(raffleNumbers)
    .where(eq(raffleNumbers.status, 'sold'))
    .groupBy(raffleNumbers.raffleId)
    .as('sold');
  return db
    .select({
      id: raffles.id,
      title: raffles.title,
      autoClose: raffles.autoClose,
      drawDate: raffles.drawDate,
      salesCloseAt: raffles.salesCloseAt,
      startNumber: raffles.startNumber,
      endNumber: raffles.endNumber,
      isMinimalRequired: raffles.isMinimalRequired,
      minimalNumber: raffles.minimalNumber,
      closeAlertedAt: raffles.closeAlertedAt,
      drawDateAlertedAt: raffles.drawDateAlertedAt,
      taken: sql<number>`coalesce(${taken.n}, 0)`,
      sold: sql<number>`coalesce(${sold.n}, 0)`,
    })
    .from(raffles)
    .leftJoin(taken, eq(taken.raffleId, raffles.id))
    .leftJoin(sold, eq(sold.raffleId, raffles.id))
    .where(
      and(
        eq(raffles.status, 'active'),
        isNull(raffles.winningNumber),
        notExists(
          db
            .select({ one: sql`1` })
            .from(raffleDraws)
            .where(eq(raffleDraws.raffleId, raffles.id)),
        ),
      ),
    );
}

export type OpenRaffle = Awaited<ReturnType<typeof findOpenRaffles>>[number];

/**
 * Claims an alert for a raffle: true for the one caller (of any instance) that
 * set the mark, false when it was already set.
 */
export async function claimAlert(
  db: Executor,
  raffleId: number,
  which: 'close' | 'drawDate',
  now: Date,
): Promise<boolean> {
  const column = which === 'close' ? raffles.closeAlertedAt : raffles.drawDateAlertedAt;
  const set = which === 'close' ? { closeAlertedAt: now } : { drawDateAlertedAt: now };
  const rows = await db
    .update(raffles)
    .set(set)
    .where(and(eq(raffles.id, raffleId), isNull(column)))
    .returning({ id: raffles.id });
  return rows.length > 0;
}
