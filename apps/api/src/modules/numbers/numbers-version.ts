import { sql } from 'drizzle-orm';
import { recordChange } from '../../db/changes';
import type { Executor } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { rowsOf } from '../../db/sql-rows';

/**
 * Keeps the sale inside the range and the raffle active, re-checked under a
 * share lock; with `seen`, also that the raffle still has the price, draw date
 * and minimum the sale was computed from (the sale read them from memory,
 * db/held-reads.ts, and they may be milliseconds behind).
 */
export type SaleGuard = {
  minNumber: number;
  maxNumber: number;
  seen?: {
    priceCents: number;
    drawDate: Date;
    isMinimalRequired: boolean;
    minimalNumber: number;
  };
};

/**
 * Thrown inside a sale's transaction when its guard failed on a raffle row read
 * from memory: the transaction rolls back and the sale runs once more on a
 * fresh read, which tells a changed raffle from one that stopped selling.
 */
export class StaleRaffle extends Error {
  constructor() {
    super('the raffle changed while the sale ran');
  }
}

/** The guard of a sale of `numbers` (sorted) computed from `raffle`. */
export function saleGuard(raffle: NonNullable<SaleGuard['seen']>, numbers: readonly number[]) {
  return {
    minNumber: numbers[0]!,
    maxNumber: numbers[numbers.length - 1]!,
    seen: {
      priceCents: raffle.priceCents,
      drawDate: raffle.drawDate,
      isMinimalRequired: raffle.isMinimalRequired,
      minimalNumber: raffle.minimalNumber,
    },
  } satisfies SaleGuard;
}

function seenStill(seen: SaleGuard['seen']) {
  if (!seen) return sql``;
  // A JavaScript date holds milliseconds, the column microseconds.
  const ms = seen.drawDate.getTime();
  return sql`and price_cents = ${seen.priceCents}
    and draw_date > ${new Date(ms - 1)} and draw_date < ${new Date(ms + 1)}
    and is_minimal_required = ${seen.isMinimalRequired}
    and minimal_number = ${seen.minimalNumber}`;
}

/**
 * Takes the next numbers version and records the change, which open pickers and
 * cached answers hear once the caller's transaction commits (db/changes.ts).
 * EVERY change of a raffle's numbers must call this inside the transaction that
 * makes the change.
 *
 * The version comes from a sequence, not from the raffle row: nothing every
 * buyer of a raffle shares is written, so purchases don't queue on each other
 * (ADR 003). Versions are unique and increasing in the order they are taken,
 * not in commit order; readers must not treat them as a commit order.
 *
 * With a guard, the raffle row is re-read under FOR SHARE: only while the raffle
 * is active and its range still holds the numbers is a version taken; it
 * returns null otherwise and the caller must roll back. Share locks don't block
 * each other; a raffle edit (FOR UPDATE) waits for the sales holding one, and
 * sales arriving later wait for the edit and see its result. Call it LAST, after
 * the number rows are written: number rows are locked first (ascending), the
 * raffle row last, like every other writer.
 */
export async function bumpNumbersVersion(
  tx: Executor,
  raffleId: number,
  guard?: SaleGuard,
): Promise<number | null> {
  const rows = rowsOf<{ version: number | string }>(
    await executePrepared(
      tx,
      guard
        ? guardedVersion(raffleId, guard)
        : sql`select nextval('numbers_version_seq') as version`,
    ),
  );
  const row = rows[0];
  return row ? recordNumbersChange(tx, raffleId, row.version) : null;
}

/**
 * The guarded version as a query of its own, for a statement that writes the
 * number rows first and takes the version last (the purchase's one statement,
 * numbers.repository.ts): no row when the guard fails.
 */
export function guardedVersion(raffleId: number, guard: SaleGuard) {
  return sql`select nextval('numbers_version_seq') as version from raffles
    where id = ${raffleId} and status = 'active'
      and start_number <= ${guard.minNumber} and end_number >= ${guard.maxNumber}
      ${seenStill(guard.seen)}
    for share`;
}

/** Records the change of a version taken by guardedVersion (see bumpNumbersVersion). */
export async function recordNumbersChange(
  tx: Executor,
  raffleId: number,
  taken: number | string,
): Promise<number> {
  const version = Number(taken);
  await recordChange(tx, { k: 'numbers', raffle_id: raffleId, version });
  return version;
}
