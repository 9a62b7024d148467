import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { payments, raffles } from '../../db/schema';

/** The user's payments with their raffle's title, newest first. */
export function listUserPayments(db: Executor, userId: number, raffleId?: number) {
  return db
    .select({
      raffleId: payments.raffleId,
      raffleTitle: raffles.title,
      numbers: payments.numbers,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .innerJoin(raffles, eq(raffles.id, payments.raffleId))
    .where(
      and(
        eq(payments.userId, userId),
        raffleId === undefined ? undefined : eq(payments.raffleId, raffleId),
      ),
    )
    .orderBy(desc(payments.createdAt), desc(payments.id));
}
