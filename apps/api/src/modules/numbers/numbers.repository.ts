import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { raffles } from '../../db/schema';
import { executePrepared } from '../../db/prepared';
import { intArray, rowsOf, textArray, textArrayLiteral } from '../../db/sql-rows';
import { rememberEndedHolds } from './hold-streaks.repository';

/** What the number endpoints need of a raffle. */
export function findRaffle(db: Executor, raffleId: number) {
  return db.query.raffles.findFirst({
    where: eq(raffles.id, raffleId),
    columns: {
      id: true,
      title: true,
      status: true,
      startNumber: true,
      endNumber: true,
      priceCents: true,
      // The sale prices its packs from the same row its guard checks (issue 29).
      packs: true,
      drawDate: true,
      imagePath: true,
      isMinimalRequired: true,
      minimalNumber: true,
      winningNumber: true,
      numbersVersion: true,
    },
  });
}
export type RaffleForNumbers = NonNullable<Awaited<ReturnType<typeof findRaffle>>>;

/**
 * What GET /numbers needs of the raffle, with the latest numbers version taken
 * by any writer (informative: pickers refetch on every change they hear).
 */
export async function findNumbersHeader(db: Executor, raffleId: number) {
  const rows = rowsOf<{
    id: number;
    status: 'pending' | 'active' | 'completed';
    start_number: number;
    end_number: number;
    version: number | string;
  }>(
    await db.execute(sql`
      select r.id, r.status, r.start_number, r.end_number,
        (select last_value from numbers_version_seq) as version
      from raffles r where r.id = ${raffleId}`),
  );
  const row = rows[0];
  return row ? { ...row, version: Number(row.version) } : undefined;
}

/** Numbers that are not available right now: sold, under a payment, or held until later. */
export async function listTakenNumbers(db: Executor, raffleId: number, now: Date) {
  return rowsOf<{ number: number; sold: boolean }>(
    await db.execute(sql`
      select number, status = 'sold' as sold from raffle_numbers
      where raffle_id = ${raffleId}
        and (payment_id is not null or status = 'sold' or hold_expires_at > ${now})
      order by number`),
  );
}

export async function countSoldNumbers(db: Executor, raffleId: number): Promise<number> {
  const rows = rowsOf<{ count: number }>(
    await db.execute(sql`
      select count(*)::int as count from raffle_numbers
      where raffle_id = ${raffleId} and status = 'sold'`),
  );
  return rows[0]?.count ?? 0;
}

/** The holder's live holds in the raffle, leaving out the given numbers. */
export async function countLiveHolds(
  tx: Executor,
  raffleId: number,
  holderKeys: readonly string[],
  excluding: readonly number[],
  now: Date,
): Promise<number> {
  const rows = rowsOf<{ count: number }>(
    await executePrepared(
      tx,
      sql`
      select count(*)::int as count from raffle_numbers
      where raffle_id = ${raffleId} and payment_id is null and hold_expires_at > ${now}
        and holder_id = any(${textArray(holderKeys)})
        and not (number = any(${intArray(excluding)}::int[]))`,
    ),
  );
  return rows[0]?.count ?? 0;
}

/**
 * Holds each number that is free, held by nobody alive, or already held by one
 * of holderKeys, with its plan's deadline and streak start (hold-streaks.ts);
 * a live hold of the holder's own is kept as it is (re-picking never renews
 * it); returns the numbers held and their deadlines. Rows are inserted in
 * ascending order, so concurrent claims lock in the same order (no deadlock).
 * ON CONFLICT locks the existing row and re-checks the condition on its latest
 * committed version, so two claims can never both win a number.
 */
export async function claimHolds(
  tx: Executor,
  args: {
    raffleId: number;
    /** Ascending, each with its plan. */
    holds: readonly { number: number; expiresAt: Date; startedAt: Date }[];
    holderKey: string;
    holderKeys: readonly string[];
    now: Date;
    clientAddress: string;
  },
): Promise<{ number: number; expiresAt: Date }[]> {
  const times = (dates: Date[]) => textArrayLiteral(dates.map((d) => d.toISOString()));
  const rows = rowsOf<{ number: number; hold_expires_at: Date | string }>(
    await executePrepared(
      tx,
      sql`
      insert into raffle_numbers
        (raffle_id, number, status, holder_id, hold_expires_at, reserved_at, client_address)
      select ${args.raffleId}, n, 'reserved', ${args.holderKey}, e, s, ${args.clientAddress}
      from unnest(${intArray(args.holds.map((h) => h.number))}::int[],
        ${times(args.holds.map((h) => h.expiresAt))}::timestamptz[],
        ${times(args.holds.map((h) => h.startedAt))}::timestamptz[]) as t(n, e, s)
      order by n
      on conflict (raffle_id, number) do update set
        holder_id = excluded.holder_id,
        client_address = excluded.client_address,
        hold_expires_at = case when raffle_numbers.hold_expires_at > ${args.now}
          then raffle_numbers.hold_expires_at else excluded.hold_expires_at end,
        reserved_at = case when raffle_numbers.hold_expires_at > ${args.now}
          then raffle_numbers.reserved_at else excluded.reserved_at end
      where raffle_numbers.payment_id is null and raffle_numbers.status = 'reserved'
        and (raffle_numbers.hold_expires_at <= ${args.now}
          or raffle_numbers.holder_id = any(${textArray(args.holderKeys)}))
      returning number, hold_expires_at`,
    ),
  );
  return rows.map((r) => ({ number: r.number, expiresAt: new Date(r.hold_expires_at) }));
}

/**
 * Deletes the holder's own holds (never numbers under a payment) and remembers
 * them in hold_streaks (a re-hold continues their streak); returns the numbers freed.
 */
export async function deleteHolds(
  tx: Executor,
  raffleId: number,
  numbers: readonly number[],
  holderKeys: readonly string[],
): Promise<number[]> {
  const rows = rowsOf<{ number: number }>(
    await executePrepared(
      tx,
      sql`
      with ended as (
        delete from raffle_numbers
        where raffle_id = ${raffleId} and number = any(${intArray(numbers)}::int[])
          and payment_id is null and status = 'reserved'
          and holder_id = any(${textArray(holderKeys)})
        returning raffle_id, number, holder_id, client_address, reserved_at
      ), remembered as (${rememberEndedHolds})
      select number from ended`,
    ),
  );
  return rows.map((r) => r.number).sort((a, b) => a - b);
}
