import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { intArray, rowsOf, textArray } from '../../db/sql-rows';

/**
 * Serialises the requests that share any of these keys in one raffle, so two
 * of them cannot both pass a cap. Locks are taken in sorted order (no deadlock).
 */
export async function lockKeys(tx: Executor, raffleId: number, keys: readonly string[]) {
  const locking = keyLocks(raffleId, keys);
  if (locking) await tx.execute(locking);
}

/**
 * The same locks as a query of one row, for a statement that takes them first
 * (the purchase's, numbers.repository.ts); null without keys. The locks are
 * taken in the keys' order, the same in every transaction, so two never wait
 * on each other in a circle.
 */
export function keyLocks(raffleId: number, keys: readonly string[]): SQL | null {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return null;
  return sql`select count(pg_advisory_xact_lock(${raffleId}, hashtext(key))) as locked
    from (select key from unnest(${textArray(sorted)}) with ordinality as k(key, i)
      order by i) as ordered`;
}

type Scope = {
  raffleId: number;
  now: Date;
  /** Numbers of the request itself: a hold on them is about to be renewed or paid, not added. */
  excluding: readonly number[];
};

/** Numbers held (alive) or under a pending payment, asked for from this address. */
export async function countOutstandingByAddress(tx: Executor, scope: Scope, address: string) {
  const rows = rowsOf<{ held: number; pending: number }>(
    await tx.execute(sql`
      select
        (select count(*)::int from raffle_numbers
          where raffle_id = ${scope.raffleId} and payment_id is null
            and hold_expires_at > ${scope.now} and client_address = ${address}
            and not (number = any(${intArray(scope.excluding)}::int[]))) as held,
        (select coalesce(sum(cardinality(numbers)), 0)::int from payments
          where raffle_id = ${scope.raffleId} and status = 'pending'
            and client_address = ${address}) as pending`),
  );
  return (rows[0]?.held ?? 0) + (rows[0]?.pending ?? 0);
}

/** The same for one buyer: its holder keys (guest id, account) and its identity keys. */
export async function countOutstandingByBuyer(
  tx: Executor,
  scope: Scope,
  holderKeys: readonly string[],
  buyerKeys: readonly string[],
) {
  const rows = rowsOf<{ held: number; pending: number }>(
    await tx.execute(sql`
      select
        (select count(*)::int from raffle_numbers
          where raffle_id = ${scope.raffleId} and payment_id is null
            and hold_expires_at > ${scope.now} and holder_id = any(${textArray(holderKeys)})
            and not (number = any(${intArray(scope.excluding)}::int[]))) as held,
        (select coalesce(sum(cardinality(numbers)), 0)::int from payments
          where raffle_id = ${scope.raffleId} and status = 'pending'
            and (holder_id = any(${textArray(holderKeys)})
              or buyer_keys && ${textArray(buyerKeys)})) as pending`),
  );
  return (rows[0]?.held ?? 0) + (rows[0]?.pending ?? 0);
}
