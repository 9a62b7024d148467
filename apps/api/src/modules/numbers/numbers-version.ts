import { sql } from 'drizzle-orm';
import { recordChange } from '../../db/changes';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';

/** Keeps the sale inside the range and the raffle active, re-checked under a share lock. */
export type SaleGuard = { minNumber: number; maxNumber: number };

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
    await tx.execute(
      guard
        ? sql`select nextval('numbers_version_seq') as version from raffles
            where id = ${raffleId} and status = 'active'
              and start_number <= ${guard.minNumber} and end_number >= ${guard.maxNumber}
            for share`
        : sql`select nextval('numbers_version_seq') as version`,
    ),
  );
  const row = rows[0];
  if (!row) return null;
  const version = Number(row.version);
  await recordChange(tx, { k: 'numbers', raffle_id: raffleId, version });
  return version;
}
