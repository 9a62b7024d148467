import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  executePrepared,
  executeShaped,
  slotsOf,
  slotValues,
  type StatementPart,
} from '../../db/prepared';
import { intArray, rowsOf, textArray, textArrayLiteral } from '../../db/sql-rows';

/**
 * Serialises the requests that share any of these keys in one raffle, so two
 * of them cannot both pass a cap. Locks are taken in sorted order (no deadlock).
 */
export async function lockKeys(tx: Executor, raffleId: number, keys: readonly string[]) {
  const locking = keyLocks(raffleId, keys);
  if (locking) await executeShaped(tx, 'key-locks', locking.build, locking.values);
}

/**
 * The same locks as a query of one row, for a statement that takes them first
 * (the purchase's, numbers.repository.ts); null without keys. The locks are
 * taken in the keys' order, the same in every transaction, so two never wait
 * on each other in a circle. A part of a shaped statement (db/prepared.ts).
 */
export function keyLocks(raffleId: number, keys: readonly string[]): StatementPart | null {
  const sorted = [...new Set(keys)].sort();
  if (sorted.length === 0) return null;
  return {
    build: () => keyLocksQuery(LOCKS),
    values: slotValues(LOCKS, { raffleId, keys: textArrayLiteral(sorted) }),
  };
}

const LOCKS = slotsOf('locks', ['raffleId', 'keys']);

const keyLocksQuery = (locks: typeof LOCKS) =>
  sql`select count(pg_advisory_xact_lock(${locks.raffleId}::int, hashtext(key))) as locked
    from (select key from unnest(${locks.keys}::text[]) with ordinality as k(key, i)
      order by i) as ordered`;

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
      ${scope.raffleId}::int, ${textArray([...new Set(who.keys)].sort())}, ${scope.now},
      ${intArray(scope.excluding)}::int[], ${who.address}, ${textArray(who.holderKeys)},
      ${textArray(who.buyerKeys)})`,
    ),
  );
  return { byBuyer: row!.by_buyer, byAddress: row!.by_address };
}
