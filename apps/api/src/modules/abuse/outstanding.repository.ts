import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { intArray, rowsOf, textArray } from '../../db/sql-rows';

/**
 * Serialises the requests that share any of these keys in one raffle, so two
 * of them cannot both pass a cap. `keys` sorted and without repeats
 * (capLockKeys): every transaction takes them in the same order, so two never
 * wait on each other in a circle.
 */
export async function lockKeys(tx: Executor, raffleId: number, keys: readonly string[]) {
  if (keys.length === 0) return;
  await executePrepared(
    tx,
    sql`select count(pg_advisory_xact_lock(${raffleId}::int, hashtext(key))) as locked
      from unnest(${textArray(keys)}) with ordinality as k(key, i)`,
  );
}

/**
 * Takes the locks of `keys` in one raffle (as lockKeys), then counts the
 * raffle's outstanding numbers (held and alive, or under a pending payment) of
 * one buyer (its holder keys and identity keys) and of one address, leaving out
 * the request's own numbers (a hold on them is about to be renewed or paid, not
 * added). One round trip: rifas_outstanding (migration 0012) counts with a
 * snapshot taken after the locks.
 */
export async function lockAndCountOutstanding(
  tx: Executor,
  scope: { raffleId: number; now: Date; excluding: readonly number[] },
  who: {
    /** Sorted and without repeats (capLockKeys). */
    keys: readonly string[];
    address: string;
    holderKeys: readonly string[];
    buyerKeys: readonly string[];
  },
): Promise<{ byBuyer: number; byAddress: number }> {
  const [row] = rowsOf<{ by_buyer: number; by_address: number }>(
    await executePrepared(
      tx,
      sql`select by_buyer, by_address from rifas_outstanding(
      ${scope.raffleId}::int, ${textArray(who.keys)}, ${scope.now},
      ${intArray(scope.excluding)}::int[], ${who.address}, ${textArray(who.holderKeys)},
      ${textArray(who.buyerKeys)})`,
    ),
  );
  return { byBuyer: row!.by_buyer, byAddress: row!.by_address };
}
