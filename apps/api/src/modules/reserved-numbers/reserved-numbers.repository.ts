import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { intArray, rowsOf } from '../../db/sql-rows';

/**
 * Reserved numbers as the admin sees them: live holds (no buyer yet) and the
 * numbers under pending payments. Lapsed holds count as available everywhere,
 * so they are not listed.
 */
export async function listReservedRows(db: Executor, raffleId: number, now: Date) {
  const rows = rowsOf<{
    number: number;
    payment_id: number | null;
    reserved_at: Date | string;
    hold_expires_at: Date | string | null;
    customer_name: string | null;
    customer_email: string | null;
  }>(
    await db.execute(sql`
      select n.number, n.payment_id, n.reserved_at, n.hold_expires_at,
        p.customer_name, p.customer_email
      from raffle_numbers n
      left join payments p on p.id = n.payment_id
      where n.raffle_id = ${raffleId} and n.status = 'reserved'
        and ((n.payment_id is null and n.hold_expires_at > ${now})
          or (n.payment_id is not null and p.status = 'pending'))
      order by n.number`),
  );
  return rows;
}

export type PendingPaymentRef = { id: number; numbers: number[] };

/** Pending payments of the raffle holding any of these numbers. */
export async function findPendingPaymentsOfNumbers(
  db: Executor,
  raffleId: number,
  numbers: readonly number[],
): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select distinct p.id from raffle_numbers n
      join payments p on p.id = n.payment_id
      where n.raffle_id = ${raffleId} and n.number = any(${intArray(numbers)}::int[])
        and n.status = 'reserved' and p.status = 'pending'
      order by p.id`),
  );
  return rows.map((r) => r.id);
}

/** Pending payments of the raffle made at or before the cutoff. */
export async function findPendingPaymentsBefore(
  db: Executor,
  raffleId: number,
  cutoff: Date,
): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await db.execute(sql`
      select id from payments
      where raffle_id = ${raffleId} and status = 'pending' and created_at <= ${cutoff}
      order by id`),
  );
  return rows.map((r) => r.id);
}

/** Summary of payments for a preview: who would be rejected, with which numbers. */
export async function findPaymentSummaries(db: Executor, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return rowsOf<{ id: number; customer_name: string; customer_email: string; numbers: number[] }>(
    await db.execute(sql`
      select id, customer_name, customer_email, numbers from payments
      where id = any(${intArray(ids)}::int[]) order by id`),
  );
}

/** Which of these numbers are holds (no payment), lapsed or not. */
export async function findHolds(db: Executor, raffleId: number, numbers: readonly number[]) {
  const rows = rowsOf<{ number: number }>(
    await db.execute(sql`
      select number from raffle_numbers
      where raffle_id = ${raffleId} and number = any(${intArray(numbers)}::int[])
        and payment_id is null and status = 'reserved'
      order by number`),
  );
  return rows.map((r) => r.number);
}

/** Holds placed at or before the cutoff, or already lapsed. */
export async function findHoldsBefore(db: Executor, raffleId: number, cutoff: Date, now: Date) {
  const rows = rowsOf<{ number: number }>(
    await db.execute(sql`
      select number from raffle_numbers
      where raffle_id = ${raffleId} and payment_id is null and status = 'reserved'
        and (reserved_at <= ${cutoff} or hold_expires_at <= ${now})
      order by number`),
  );
  return rows.map((r) => r.number);
}

/**
 * Deletes these holds, locking the rows in ascending order like every other
 * writer of numbers (no deadlock with a purchase claiming them); a number a
 * purchase claimed meanwhile is under a payment now and stays. Returns the
 * numbers freed.
 */
export async function deleteHolds(tx: Executor, raffleId: number, numbers: readonly number[]) {
  if (numbers.length === 0) return [];
  const rows = rowsOf<{ number: number }>(
    await tx.execute(sql`
      with target as (
        select number from raffle_numbers
        where raffle_id = ${raffleId} and number = any(${intArray(numbers)}::int[])
          and payment_id is null and status = 'reserved'
        order by number
        for update
      )
      delete from raffle_numbers n using target t
      where n.raffle_id = ${raffleId} and n.number = t.number
      returning n.number`),
  );
  return rows.map((r) => r.number).sort((a, b) => a - b);
}
