import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';

/**
 * The next moment time alone changes a raffle answer: a live hold lapsing (the
 * counts and the grid) or a draw date passing (the state, the lists). Of one
 * raffle, or of all when raffleId is null. Null when nothing is due.
 */
export async function findNextRaffleChange(
  db: Executor,
  now: Date,
  raffleId: number | null,
): Promise<number | null> {
  const ofRaffle = raffleId === null ? sql`` : sql`and raffle_id = ${raffleId}`;
  const ofRow = raffleId === null ? sql`` : sql`and id = ${raffleId}`;
  const rows = rowsOf<{ at: Date | string | null }>(
    await db.execute(sql`
      select least(
        (select min(hold_expires_at) from raffle_numbers
          where payment_id is null and hold_expires_at > ${now} ${ofRaffle}),
        (select min(draw_date) from raffles where draw_date > ${now} ${ofRow})
      ) as at`),
  );
  const at = rows[0]?.at;
  return at ? new Date(at).getTime() : null;
}
