import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { RuntimeDb } from '../../db/database-runtime';
import { raffles } from '../../db/schema';
import { executePrepared, executePreparedQuery, preparedQuery } from '../../db/prepared';
import { intArray, jsonParam, rowsOf, textArray, textArrayLiteral } from '../../db/sql-rows';
import { guardArg, type CapsArg } from '../../db/sale-args';
import type { SaleGuard } from './numbers-version';
import { rememberEndedHolds } from './hold-streaks.repository';
import type { ChallengeTicket } from '../challenge';

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
      // Its sales may close by the clock before the draw (issue 44, ADR 088).
      autoClose: true,
      salesCloseAt: true,
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

export type HoldOutcome =
  | 'held'
  | 'buyer_cap'
  | 'address_cap'
  | 'delegation_cap'
  | 'hold_limit'
  | 'exhausted'
  | 'stale'
  | 'challenge_used';

export type HoldArgs = {
  raffleId: number;
  /** Ascending and distinct. */
  numbers: readonly number[];
  /** The first is the key the holds are filed under. */
  holderKeys: readonly string[];
  /** Sorted and distinct (capLockKeys). */
  lockKeys: readonly string[];
  address: string;
  /** The holder's IPv6 delegation (request.clientDelegation); null for IPv4. */
  delegation: string | null;
  now: Date;
  /** Null with the caps off. */
  caps: CapsArg | null;
  /** The delegation's cap on live holds (ADR 077); null with the caps off. */
  delegationMax: number | null;
  /** The most numbers one holder may hold alive in the raffle (MAX_NUMBERS_PER_ORDER). */
  maxLive: number;
  holdMinutes: number;
  /** False for an admin: no streak (ADR 049). */
  streaks: boolean;
  guard: SaleGuard;
  /** The guest's solved challenge, spent first (ADR 065); null when none is asked. */
  challenge: ChallengeTicket | null;
};

export type Hold = {
  outcome: HoldOutcome;
  /** 'held': each number got and its deadline (none when every one was taken). */
  held: { number: number; expiresAt: Date }[];
  version: number | string | null;
  counted: number | null;
  /** 'exhausted': those numbers, and when the last may be held again. */
  exhausted: number[];
  holdableAt: Date | null;
};

// The text is built once (db/prepared.ts); the values are placeholders.
const holdQuery = preparedQuery(
  sql`select outcome, held, new_version, counted, exhausted, holdable_ms from rifas_hold(
    ${sql.placeholder('raffleId')}::int, ${sql.placeholder('numbers')}::int[],
    ${sql.placeholder('holderKeys')}::text[], ${sql.placeholder('lockKeys')}::text[],
    ${sql.placeholder('address')}::text, ${sql.placeholder('delegation')}::text,
    ${sql.placeholder('delegationMax')}::int, ${sql.placeholder('now')}::timestamptz,
    ${sql.placeholder('caps')}::jsonb, ${sql.placeholder('maxLive')}::int,
    ${sql.placeholder('holdMinutes')}::int, ${sql.placeholder('streaks')}::boolean,
    ${sql.placeholder('guard')}::jsonb, ${sql.placeholder('challenge')}::jsonb)`,
);

/**
 * The whole hold in one statement, its own transaction: rifas_hold (db/functions,
 * ADRs 060 and 065) spends the guest's challenge, takes the
 * locks, counts the caps, checks the holder's live holds, plans each number's
 * deadline by its streak (ADR 049), claims the free ones and takes the guarded
 * version, or answers why not, writing nothing but the spent challenge.
 */
export async function hold(statement: RuntimeDb, args: HoldArgs): Promise<Hold> {
  const rows = rowsOf<{
    outcome: HoldOutcome;
    held: { n: number; ms: number }[] | null;
    new_version: number | string | null;
    counted: number | null;
    exhausted: number[] | null;
    holdable_ms: number | null;
  }>(
    await executePreparedQuery(statement, holdQuery, {
      raffleId: args.raffleId,
      numbers: intArray(args.numbers),
      holderKeys: textArrayLiteral(args.holderKeys),
      lockKeys: textArrayLiteral(args.lockKeys),
      address: args.address,
      delegation: args.delegation,
      delegationMax: args.delegationMax,
      now: args.now.toISOString(),
      caps: jsonParam(args.caps),
      maxLive: args.maxLive,
      holdMinutes: args.holdMinutes,
      streaks: args.streaks,
      guard: jsonParam(guardArg(args.guard)),
      challenge: jsonParam(args.challenge),
    }),
  );
  const row = rows[0]!;
  return {
    outcome: row.outcome,
    held: (row.held ?? []).map((h) => ({ number: h.n, expiresAt: new Date(h.ms) })),
    version: row.new_version,
    counted: row.counted,
    exhausted: row.exhausted ?? [],
    holdableAt: row.holdable_ms === null ? null : new Date(row.holdable_ms),
  };
}

/**
 * Deletes the holder's own holds (never numbers under a payment) and remembers
 * them in hold_streaks (a re-hold continues their streak); returns the numbers freed.
 */
export async function deleteHolds(
  tx: RuntimeDb,
  raffleId: number,
  numbers: readonly number[],
  holderKeys: readonly string[],
  now: Date,
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
        returning raffle_id, number, holder_id, client_address, reserved_at, hold_expires_at
      ), remembered as (${rememberEndedHolds(now)})
      select number from ended`,
    ),
  );
  return rows.map((r) => r.number).sort((a, b) => a - b);
}
