import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Database } from './client';

/** One file of db/functions: a function (and its triggers) under the function's name. */
export type FunctionFile = { name: string; text: string; checksum: string };

// Beside drizzle's own record of the migrations: the migrator's bookkeeping, not the app's data.
const CHECKSUMS = 'drizzle.rifas_functions';

export async function readFunctionFiles(folder: string): Promise<FunctionFile[]> {
  const names = (await readdir(folder)).filter((f) => f.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (file) => {
      const text = await readFile(join(folder, file), 'utf8');
      const checksum = createHash('sha256').update(text).digest('hex');
      return { name: file.slice(0, -'.sql'.length), text, checksum };
    }),
  );
}

/** Runs `work` on one connection inside a transaction: `run` takes SQL text, several statements. */
type Session = {
  run(text: string): Promise<void>;
  query<T>(text: string, params: unknown[]): Promise<T[]>;
};

async function inSession<T>(database: Database, work: (s: Session) => Promise<T>): Promise<T> {
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work({
        // No parameters: the simple protocol, which takes several statements in one text.
        run: async (text) => void (await client.query(text)),
        query: async (text, params) => (await client.query(text, params)).rows,
      });
      await client.query('COMMIT');
      return result;
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }
  const pglite = database.pglite;
  if (!pglite) throw new Error('The database has neither a pool nor an embedded handle');
  return pglite.transaction((tx) =>
    work({
      run: async (text) => void (await tx.exec(text)),
      query: async <R>(text: string, params: unknown[]) => (await tx.query<R>(text, params)).rows,
    }),
  );
}

/**
 * Applies every function file whose text changed since it was last applied (its checksum, kept in
 * the database), each with its checksum in one transaction; forgets the files that are gone.
 * Bodies are checked when called, not here (check_function_bodies off, as pg_dump restores them),
 * so the order of the files never matters. Answers the names it applied. The caller makes
 * concurrent instances take turns (runMigrations).
 */
export async function applyFunctions(
  database: Database,
  files: readonly FunctionFile[],
): Promise<string[]> {
  const known = await inSession(database, async (s) => {
    await s.run(`CREATE TABLE IF NOT EXISTS ${CHECKSUMS} (
      name text PRIMARY KEY, checksum text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`);
    return s.query<{ name: string; checksum: string }>(
      `SELECT name, checksum FROM ${CHECKSUMS}`,
      [],
    );
  });
  const applied = new Map(known.map((row) => [row.name, row.checksum]));
  const changed = files.filter((file) => applied.get(file.name) !== file.checksum);
  for (const file of changed) {
    await inSession(database, async (s) => {
      await s.run('SET LOCAL check_function_bodies = off');
      await s.run(file.text);
      await s.query(
        `INSERT INTO ${CHECKSUMS} (name, checksum) VALUES ($1, $2)
         ON CONFLICT (name) DO UPDATE SET checksum = excluded.checksum, applied_at = now()`,
        [file.name, file.checksum],
      );
    });
  }
  const gone = [...applied.keys()].filter((name) => !files.some((file) => file.name === name));
  if (gone.length > 0) {
    await inSession(database, (s) =>
      s.query(`DELETE FROM ${CHECKSUMS} WHERE name = ANY($1)`, [gone]),
    );
  }
  return changed.map((file) => file.name);
}
