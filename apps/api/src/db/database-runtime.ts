import { ChangeFeed } from './changes';
import type { Database, Db } from './client';
import { linkedHandle } from './handle-link';
import { HeldReads } from './held-reads';
import { PreparedStatements } from './prepared-statements';
import { Turns } from './turns';

/**
 * What one app holds per database in this process: the database's part of the
 * app's runtime (runtime.ts), created once by buildApp and gone with the app.
 * `db` is the app's handle (`ctx.db`): it carries this object, so helpers that
 * only get a handle (repositories, executePrepared, recordChange) find it there,
 * and a bare `database.db` (scripts, start-up, test factories) runs without it.
 */
export type DatabaseRuntime = {
  database: Database;
  /** The app's handle on the database, linked to this runtime. */
  db: Db;
  /** Changes of what public answers show, from this instance and the others (changes.ts). */
  changes: ChangeFeed;
  /** Rows held in memory until the change feed drops them (held-reads.ts). */
  held: HeldReads;
  /** Sales and holds one at a time on PGlite; null on PostgreSQL (turns.ts). */
  turns: Turns | null;
  /** On PGlite, the statements prepared on it (prepared.ts). */
  statements: PreparedStatements;
};

export function createDatabaseRuntime(
  database: Database,
  onError: (err: unknown, what: string) => void,
): DatabaseRuntime {
  const changes = new ChangeFeed(database, onError);
  const runtime: DatabaseRuntime = {
    database,
    db: database.db,
    changes,
    held: new HeldReads(changes),
    turns: database.driver === 'pglite' ? new Turns() : null,
    statements: new PreparedStatements(),
  };
  runtime.db = linkedHandle(database.db, { runtime, changes: null, pglite: null });
  return runtime;
}
