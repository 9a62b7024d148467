import { eq, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { raffles } from '../../db/schema';
import {
  executePrepared,
  executeShaped,
  slotsOf,
  slotValues,
  type StatementPart,
} from '../../db/prepared';
import { saleRefusal } from '../../db/sql-errors';
import { intArray, rowsOf, textArray, textArrayLiteral } from '../../db/sql-rows';
import { guardedVersion, SALE_GUARD_SLOTS, type SaleGuard } from './numbers-version';
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
 * The purchase's one statement (ADR 022), in this order: takes `locksFirst`
 * (the holder's keys, a query of one row; the claim reads it, so they are held
 * before any number row is locked), inserts the payment (`insertPayment`, an
 * INSERT … RETURNING id), puts each number under it when it is free, its hold
 * lapsed, or the buyer holds it (same ordering and locking as claimHolds; the
 * numbers no longer expire by themselves), takes the guarded version
 * (numbers-version.ts: number rows first, the raffle row last), then, when every
 * number was won and the guard held, `then` (the e-mail, which takes the
 * recipient's lock after the number rows like every other writer). `keep`
 * writes what must commit with the sale (the idempotent answer). Both receive
 * the new payment's id as an expression.
 * When a number was lost or the guard failed, the statement undoes itself
 * (rifas_refuse_sale, migration 0012): `claimed` lists the numbers won,
 * `version` is null when the guard failed, and nothing was written.
 * The statement is built and compiled once per shape (which optional parts it
 * has), with every value in a slot (db/prepared.ts, executeShaped).
 */
export async function insertPaymentAndClaim(
  db: Executor,
  args: {
    locksFirst: StatementPart | null;
    insertPayment: StatementPart;
    raffleId: number;
    numbers: readonly number[];
    holderKey: string | null;
    holderKeys: readonly string[];
    now: Date;
    guard: SaleGuard;
    then: StatementPart<[paymentId: SQL]>;
    keep: StatementPart<[paymentId: SQL]> | null;
  },
): Promise<{ paymentId: number; claimed: number[]; version: number | string | null }> {
  const { locksFirst, insertPayment, then, keep } = args;
  const shape = `sale:${locksFirst ? 'locks' : ''}:${keep ? 'keep' : ''}`;
  const values = {
    ...slotValues(SALE, {
      raffleId: args.raffleId,
      holderKey: args.holderKey,
      now: args.now,
      numbers: intArray(args.numbers),
      holderKeys: textArrayLiteral(args.holderKeys),
      count: args.numbers.length,
    }),
    ...slotValues(SALE_GUARD_SLOTS, args.guard),
    ...locksFirst?.values,
    ...insertPayment.values,
    ...then.values,
    ...keep?.values,
  };
  let result;
  try {
    result = await executeShaped(
      db,
      shape,
      () => saleStatement({ locksFirst, insertPayment, then, keep }),
      values,
    );
  } catch (err) {
    const refusal = saleRefusal(err);
    if (refusal === undefined) throw err;
    const detail = JSON.parse(refusal) as { claimed: number[]; version: number | string | null };
    return { paymentId: 0, claimed: detail.claimed, version: detail.version };
  }
  const [row] = rowsOf<{ payment_id: number; claimed: number[]; version: number | string }>(result);
  return { paymentId: Number(row!.payment_id), claimed: row!.claimed, version: row!.version };
}

const SALE = slotsOf('sale', ['raffleId', 'holderKey', 'now', 'numbers', 'holderKeys', 'count']);

function saleStatement(parts: {
  locksFirst: StatementPart | null;
  insertPayment: StatementPart;
  then: StatementPart<[paymentId: SQL]>;
  keep: StatementPart<[paymentId: SQL]> | null;
}): SQL {
  const paymentId = sql`(select payment_id from sale)`;
  return sql`
      with locks as materialized (${parts.locksFirst?.build() ?? sql`select 0 as locked`}),
      payment as (${parts.insertPayment.build()}),
      claimed as (
        insert into raffle_numbers
          (raffle_id, number, status, holder_id, hold_expires_at, payment_id, reserved_at)
        select ${SALE.raffleId}::int, n, 'reserved', ${SALE.holderKey}::text, null,
          (select id from payment), ${SALE.now}::timestamptz
        from unnest(${SALE.numbers}::int[]) as n, locks order by n
        on conflict (raffle_id, number) do update set
          status = 'reserved',
          holder_id = excluded.holder_id,
          hold_expires_at = null,
          payment_id = excluded.payment_id,
          reserved_at = excluded.reserved_at,
          sold_at = null
        where raffle_numbers.payment_id is null and raffle_numbers.status = 'reserved'
          and (raffle_numbers.hold_expires_at <= ${SALE.now}::timestamptz
            or raffle_numbers.holder_id = any(${SALE.holderKeys}::text[]))
        returning number),
      sale as materialized (
        select (select id from payment) as payment_id,
          array(select number from claimed order by number) as claimed,
          (${guardedVersion(SALE_GUARD_SLOTS)}) as version)
      ${parts.keep ? sql`, kept as (${parts.keep.build(paymentId)})` : sql``}
      select payment_id, claimed, version,
        case when cardinality(claimed) = ${SALE.count}::int and version is not null
          then ${parts.then.build(sql`payment_id`)}
          else rifas_refuse_sale(json_build_object('claimed', claimed, 'version', version)::text)
        end as done
      from sale`;
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
