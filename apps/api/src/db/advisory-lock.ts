import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './sql-rows';

// PGlite is one session in one process: a session lock is re-entrant there, so a
// process-local guard does the excluding; PostgreSQL instances exclude each other by the lock.
const holding = new WeakMap<Database, Set<string>>();

/**
 * Runs `work` only if no other instance holds the advisory lock `keys` ('k1, k2'). On PostgreSQL the
 * lock is a session advisory lock on a dedicated connection, held without an open
 * transaction, so slow sources never keep a transaction (or PGlite) busy.
 */
export async function withSessionLock<T>(
  database: Database,
  keys: string,
  work: () => Promise<T>,
): Promise<T | null> {
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        `select pg_try_advisory_lock(${keys}) as locked`,
      );
      if (!rows[0]?.locked) return null;
      try {
        return await work();
      } finally {
        await client.query(`select pg_advisory_unlock(${keys})`);
      }
    } finally {
      client.release();
    }
  }
  const held = holding.get(database) ?? new Set<string>();
  holding.set(database, held);
  if (held.has(keys)) return null;
  held.add(keys);
  try {
    const got = await database.db.execute(
      sql.raw(`select pg_try_advisory_lock(${keys}) as locked`),
    );
    if (!rowsOf<{ locked: boolean }>(got)[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await database.db.execute(sql.raw(`select pg_advisory_unlock(${keys})`));
    }
  } finally {
    held.delete(keys);
  }
}
