import { sql } from 'drizzle-orm';
import { inChangesTransaction } from '../db/transaction';
import type { ServiceContext } from '../context';
import type { AppDb } from '../db/database-runtime';
import { bumpNumbersVersion, rememberEndedHolds } from '../modules/numbers';
import { rowsOf } from '../db/sql-rows';

export const HOLD_SWEEP_EVERY_MS = 30_000;

/**
 * Deletes lapsed holds (never numbers under a payment), remembering them in
 * hold_streaks (their holder's re-hold continues the streak, ADR 049), then bumps each
 * affected raffle's version; pickers and caches hear it after the commit. A lapsed hold already
 * counts as available everywhere; this only tidies up and tells open pickers.
 * SKIP LOCKED lets several instances sweep at once without waiting on each
 * other or on a purchase that is claiming one of those numbers right now.
 * Returns how many holds were deleted.
 */
export async function sweepExpiredHolds(
  ctx: AppDb & Pick<ServiceContext, 'now'>,
  { batch = 5000 }: { batch?: number } = {},
): Promise<number> {
  const { now } = ctx;
  return inChangesTransaction(ctx, async (tx) => {
    const swept = rowsOf<{ raffle_id: number; numbers: number[] }>(
      await tx.db.execute(sql`
        with lapsed as (
          select raffle_id, number from raffle_numbers
          where payment_id is null and status = 'reserved' and hold_expires_at <= ${now}
          order by raffle_id, number
          limit ${batch}
          for update skip locked
        ), ended as (
          delete from raffle_numbers r using lapsed l
          where r.raffle_id = l.raffle_id and r.number = l.number
          returning r.raffle_id, r.number, r.holder_id, r.client_address, r.reserved_at,
            r.hold_expires_at
        ), remembered as (${rememberEndedHolds(now)})
        select raffle_id, array_agg(number order by number) as numbers
        from ended group by raffle_id order by raffle_id`),
    );
    let count = 0;
    // Raffle rows are locked after the number rows and in id order, like every other writer.
    for (const { raffle_id: raffleId, numbers } of swept) {
      count += numbers.length;
      await bumpNumbersVersion(tx, raffleId);
    }
    return count;
  });
}
