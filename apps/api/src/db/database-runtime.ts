import type { Change } from './changes';
import { ChangeFeed } from './changes';
import type { Database, Db, Executor, Tx } from './client';
import { HeldReads } from './held-reads';
import type { PgliteTarget } from './pglite-prepared';
import { PreparedStatements } from './prepared-statements';
import { Turns } from './turns';

/**
 * What one app holds per database in this process: the database's part of the
 * app's runtime (runtime.ts), created once by buildApp (or by a script, for its
 * own run) and gone with it. Helpers that need it take it as a parameter, beside
 * the handle they query with (ADR 069).
 */
export type DatabaseRuntime = {
  /** Changes of what public answers show, from this instance and the others (changes.ts). */
  changes: ChangeFeed;
  /** Rows held in memory until the change feed drops them (held-reads.ts). */
  held: HeldReads;
  /** Sales and holds one at a time on PGlite; null on PostgreSQL (turns.ts). */
  turns: Turns | null;
  /** On PGlite, the statements prepared on it (prepared.ts). */
  statements: PreparedStatements;
};

/**
 * The app's own handle with its runtime: what the transaction helpers
 * (transaction.ts) open on and executePrepared runs on outside a transaction.
 * A ServiceContext is one. Never a transaction's (`changes` tells them apart):
 * turns never nest.
 */
export type AppDb = { db: Db; runtime: DatabaseRuntime; changes?: never };

/**
 * What a transaction helper (transaction.ts) hands its work: the handle to
 * query with (Drizzle's transaction, or the app's handle for work that is one
 * statement), the runtime, the changes the work records (published after the
 * commit, dropped on a rollback) and, on PGlite, where its named statements run.
 */
export type TxContext<Handle extends Executor = Tx> = {
  db: Handle;
  runtime: DatabaseRuntime;
  changes: Change[];
  pglite: PgliteTarget | null;
};

/** A handle with the runtime of its app, in or out of a transaction: what executePrepared runs on. */
export type RuntimeDb = AppDb | TxContext<Executor>;

export function createDatabaseRuntime(
  database: Database,
  onError: (err: unknown, what: string) => void,
): DatabaseRuntime {
  const changes = new ChangeFeed(database, onError);
  return {
    changes,
    held: new HeldReads(changes),
    turns: database.driver === 'pglite' ? new Turns() : null,
    statements: new PreparedStatements(),
  };
}
