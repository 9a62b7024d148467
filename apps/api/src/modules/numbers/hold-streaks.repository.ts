import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { intArray, rowsOf, textArray } from '../../db/sql-rows';

/**
 * When this holder's streak on each of these numbers started, for the numbers
 * whose last hold by the holder ended (released or lapsed) less than
 * `memoryMinutes` after it started: the ended hold still in raffle_numbers
 * (lapsed, not yet swept) or remembered in hold_streaks. The holder is any of
 * its keys (guest id, account) or its network (docs/decisions/049-holds-end.md).
 */
export async function findStreakStarts(
  tx: Executor,
  args: {
    raffleId: number;
    numbers: readonly number[];
    holderKeys: readonly string[];
    clientAddress: string;
    now: Date;
    memoryMinutes: number;
  },
): Promise<Map<number, Date>> {
  const since = new Date(args.now.getTime() - args.memoryMinutes * 60_000);
  const rows = rowsOf<{ number: number; started_at: Date | string }>(
    await executePrepared(
      tx,
      sql`
      select number, max(started_at) as started_at from (
        select number, reserved_at as started_at from raffle_numbers
        where raffle_id = ${args.raffleId} and number = any(${intArray(args.numbers)}::int[])
          and payment_id is null and status = 'reserved' and hold_expires_at <= ${args.now}
          and (holder_id = any(${textArray(args.holderKeys)})
            or client_address = ${args.clientAddress})
        union all
        select number, started_at from hold_streaks
        where raffle_id = ${args.raffleId} and number = any(${intArray(args.numbers)}::int[])
          and (holder_id = any(${textArray(args.holderKeys)})
            or client_address = ${args.clientAddress})
      ) ended
      where started_at > ${since}
      group by number`,
    ),
  );
  return new Map(rows.map((r) => [r.number, new Date(r.started_at)]));
}

/**
 * The part of a statement that remembers the holds a CTE named `ended` deleted
 * (raffle_id, number, holder_id, client_address, reserved_at): the hold sweeper's
 * and a release's.
 */
export const rememberEndedHolds = sql`
  insert into hold_streaks (raffle_id, number, holder_id, client_address, started_at)
  select raffle_id, number, holder_id, client_address, reserved_at from ended
  where holder_id is not null
  on conflict (raffle_id, number, holder_id) do update set
    client_address = excluded.client_address, started_at = excluded.started_at`;
