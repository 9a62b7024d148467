import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Executor } from './client';
import type { QueryOptions, Transaction } from '@electric-sql/pglite';
import { pgliteOf, rememberTransaction, runNamed } from './pglite-prepared';

type BuiltQuery = { sql: string; params: unknown[] };

/** What `db.execute` itself uses of a Drizzle handle (drizzle-orm/pg-core/db.js). */
type DrizzleInternals = {
  dialect: { sqlToQuery(query: SQL): BuiltQuery };
  session: {
    client: unknown;
    prepareQuery(
      query: BuiltQuery,
      fields: undefined,
      name: string | undefined,
      isResponseInArrayMode: boolean,
    ): { execute(): Promise<unknown>; rawQueryConfig?: QueryOptions };
  };
};

/**
 * `db.execute(query)` as a prepared statement named after its text: PostgreSQL
 * parses and plans it once per connection instead of on every run. For the
 * purchase's statement that was ~1.8 ms of a ~7 ms statement (server log,
 * log_min_duration_statement; docs/purchase-path.md); on PGlite ~1 ms of
 * ~1.5 ms (pglite-prepared.ts, ADR 025). Drizzle names only its query
 * builders' statements, so this takes the same two steps as `db.execute`, with
 * a name. Use it only for statements whose text has a few variants: each
 * variant stays prepared on every pooled connection.
 */
export async function executePrepared(db: Executor, query: SQL): Promise<unknown> {
  const { dialect, session } = db as unknown as DrizzleInternals;
  const built = dialect.sqlToQuery(query);
  const name = `r_${createHash('sha256').update(built.sql).digest('base64url').slice(0, 24)}`;
  const prepared = session.prepareQuery(built, undefined, name, false);
  const embedded = pgliteOf(session.client);
  // With the options Drizzle's db.execute passes PGlite (dates stay text), so both paths answer alike.
  if (embedded) return runNamed(embedded, name, built.sql, built.params, prepared.rawQueryConfig);
  return prepared.execute();
}

/**
 * Lets executePrepared run named statements inside `tx`, a transaction opened
 * on `db` (on PGlite it must know the database behind the transaction).
 */
export function linkTransaction(tx: Executor, db: Executor): void {
  const pglite = pgliteOf((db as unknown as DrizzleInternals).session.client);
  const client = (tx as unknown as DrizzleInternals).session.client;
  if (pglite && !pglite.tx) rememberTransaction(client as Transaction, pglite.pglite);
}
