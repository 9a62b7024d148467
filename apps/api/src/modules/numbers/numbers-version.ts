import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { TxContext } from '../../db/database-runtime';
import { executePrepared } from '../../db/prepared';
import { rowsOf } from '../../db/sql-rows';
import { recordChange } from '../../db/transaction';

/**
 * Keeps the sale inside the range and the raffle active, re-checked under a
 * share lock, and the raffle still with the price, draw date and minimum the
 * sale was computed from (the sale read them from memory, db/held-reads.ts,
 * and they may be milliseconds behind). The draw date is the open interval
 * (drawAfter, drawBefore) around the one seen: a JavaScript date holds
 * milliseconds, the column microseconds.
 */
export type SaleGuard = {
  raffleId: number;
  minNumber: number;
  maxNumber: number;
  priceCents: number;
  drawAfter: Date;
  drawBefore: Date;
  isMinimalRequired: boolean;
  minimalNumber: number;
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
export function saleGuard(
  // The raffle row's fields the guard keeps (RaffleForNumbers has them; typed here,
  // as numbers.repository.ts imports this file).
  raffle: {
    id: number;
    priceCents: number;
    drawDate: Date;
    isMinimalRequired: boolean;
    minimalNumber: number;
  },
  numbers: readonly number[],
): SaleGuard {
  const drawMs = raffle.drawDate.getTime();
  return {
    raffleId: raffle.id,
    minNumber: numbers[0]!,
    maxNumber: numbers[numbers.length - 1]!,
    priceCents: raffle.priceCents,
    drawAfter: new Date(drawMs - 1),
    drawBefore: new Date(drawMs + 1),
    isMinimalRequired: raffle.isMinimalRequired,
    minimalNumber: raffle.minimalNumber,
  };
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
  tx: TxContext<Executor>,
  raffleId: number,
  guard?: SaleGuard,
): Promise<number | null> {
  const rows = rowsOf<{ version: number | string | null }>(
    guard
      ? await executePrepared(
          tx,
          sql`select rifas_guarded_version(${guard.raffleId}::int, ${guard.minNumber}::int,
            ${guard.maxNumber}::int, ${guard.priceCents}::int, ${guard.drawAfter}::timestamptz,
            ${guard.drawBefore}::timestamptz, ${guard.isMinimalRequired}::boolean,
            ${guard.minimalNumber}::int) as version`,
        )
      : await tx.db.execute(sql`select nextval('numbers_version_seq') as version`),
  );
  const version = rows[0]?.version;
  return version === null || version === undefined
    ? null
    : recordNumbersChange(tx, raffleId, version);
}

/** Records the change of a version the sale took (rifas_sell; see bumpNumbersVersion). */
export function recordNumbersChange(
  tx: TxContext<Executor>,
  raffleId: number,
  taken: number | string,
): number {
  const version = Number(taken);
  recordChange(tx, { k: 'numbers', raffle_id: raffleId, version });
  return version;
}
