import { sql } from 'drizzle-orm';
import type { Database } from './client';
import { rowsOf } from './sql-rows';

// PGlite is one session in one process: a session lock is re-entrant there, so the database's
// own set of held keys does the excluding; PostgreSQL instances exclude each other by the lock.
/**
 * The one way to run work under a PostgreSQL session advisory lock `keys` ('k1, k2' or one
 * number): taken on a dedicated pooled connection and held without an open transaction, so slow
 * work never keeps a transaction (or PGlite) busy. Without `wait`, `work` runs only if no other
 * instance holds the lock (null otherwise); with it, instances take turns (migrations, start-up).
 */
export async function withSessionLock<T>(
  database: Database,
  keys: string,
  work: () => Promise<T>,
  { wait = false }: { wait?: boolean } = {},
): Promise<T | null> {
  if (database.pool) {
    const client = await database.pool.connect();
    // A session that dies while it holds the lock (a restart, a terminated backend) ends
    // the lock; its error must not crash the process, and the client is not reused.
    let lost: Error | undefined;
    const onError = (err: Error) => {
      lost = err;
    };
    client.on('error', onError);
    try {
      if (wait) {
        await client.query(`select pg_advisory_lock(${keys})`);
      } else {
        const { rows } = await client.query<{ locked: boolean }>(
          `select pg_try_advisory_lock(${keys}) as locked`,
        );
        if (!rows[0]?.locked) return null;
      }
      try {
        return await work();
      } finally {
        await client.query(`select pg_advisory_unlock(${keys})`).catch(() => undefined);
      }
    } finally {
      client.off('error', onError);
      client.release(lost);
    }
  }
  // PGlite: this process is the only one on the database; nobody to wait for.
  if (wait) return work();
  const held = (database.sessionLocks ??= new Set<string>());
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
