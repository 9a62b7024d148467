import { sql } from 'drizzle-orm';
import type { NumberStatus, NumbersEvent } from '@rifas/shared';
import type { Executor } from '../../db/client';
import { rowsOf } from './sql-rows';

/** The one LISTEN/NOTIFY channel for number changes of every raffle (DESIGN §4). */
export const NUMBERS_CHANNEL = 'rifas_numbers';

// NOTIFY payloads must stay under 8000 bytes; beyond this the event carries the version only.
const MAX_PAYLOAD_CHARS = 7000;

export type NumbersChange = { status: NumberStatus; numbers: readonly number[] };

/** Keeps the sale inside the range and the raffle active, re-checked under the row lock. */
export type SaleGuard = { minNumber: number; maxNumber: number };

/**
 * Bumps the raffle's numbers_version and queues a NOTIFY; both take effect when
 * the caller's transaction commits. EVERY change of a raffle's numbers must call
 * this inside the transaction that makes the change (pickers and ETags rely on it).
 *
 * Lock order: call it LAST, after the number rows are written. Number rows are
 * locked first (in ascending order), the raffle row last, so concurrent
 * purchases, holds and the sweeper never wait on each other in a cycle, and the
 * raffle row is held only for the commit.
 *
 * With a guard, the update happens only while the raffle is active and the range
 * still holds the numbers (the row is re-read after any concurrent edit commits);
 * it returns null otherwise and the caller must roll back.
 */
export async function bumpNumbersVersion(
  tx: Executor,
  raffleId: number,
  change?: NumbersChange,
  guard?: SaleGuard,
): Promise<number | null> {
  const condition = guard
    ? sql`and status = 'active' and start_number <= ${guard.minNumber} and end_number >= ${guard.maxNumber}`
    : sql``;
  const updated = rowsOf<{ version: number | string }>(
    await tx.execute(sql`
      update raffles set numbers_version = numbers_version + 1
      where id = ${raffleId} ${condition}
      returning numbers_version as version`),
  );
  const row = updated[0];
  if (!row) return null;
  const version = Number(row.version);
  await notifyNumbersChanged(tx, { raffle_id: raffleId, version }, change);
  return version;
}

async function notifyNumbersChanged(
  tx: Executor,
  event: NumbersEvent,
  change: NumbersChange | undefined,
): Promise<void> {
  let payload = JSON.stringify(event);
  if (change && change.numbers.length > 0) {
    const detailed = JSON.stringify({ ...event, status: change.status, numbers: change.numbers });
    if (detailed.length <= MAX_PAYLOAD_CHARS) payload = detailed;
  }
  await tx.execute(sql`select pg_notify(${NUMBERS_CHANNEL}, ${payload})`);
}
