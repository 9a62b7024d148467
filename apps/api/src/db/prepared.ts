import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { QueryOptions, Transaction } from '@electric-sql/pglite';
import type { Executor } from './client';
import type { RuntimeDb } from './database-runtime';
import { pgliteClient, runNamed, type PgliteTarget } from './pglite-prepared';

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
    ): {
      execute(placeholders?: Record<string, unknown>): Promise<unknown>;
      rawQueryConfig?: QueryOptions;
    };
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
 * variant stays prepared on every pooled connection. `on` is the app's handle
 * with its runtime (a service context), or a transaction helper's TxContext;
 * on PGlite the runtime knows what is prepared there.
 */
export function executePrepared(on: RuntimeDb, query: SQL): Promise<unknown> {
  const built = (on.db as unknown as DrizzleInternals).dialect.sqlToQuery(query);
  return run(on, { ...built, name: nameOf(built.sql) }, undefined);
}

/** A statement built once: its text, its name and its parameters' places (`sql.placeholder`). */
export type PreparedQuery = BuiltQuery & { name: string };

/**
 * The text of a statement the sale runs on every request (the hold, the key's claim, the
 * sale), built once when its module loads: its values are placeholders
 * (`sql.placeholder('name')`), filled per run by executePreparedQuery. Building the text
 * and hashing it into a name took ~0.15 ms of server CPU per purchase (ADR 098).
 * Only plain values in the text: no table or column objects, whose names a dialect's
 * casing could change.
 */
export function preparedQuery(query: SQL): PreparedQuery {
  const built = new PgDialect().sqlToQuery(query);
  return { ...built, name: nameOf(built.sql) };
}

/** Runs a preparedQuery with its placeholders' values, as executePrepared runs its text. */
export function executePreparedQuery(
  on: RuntimeDb,
  query: PreparedQuery,
  values: Record<string, unknown>,
): Promise<unknown> {
  return run(on, query, values);
}

async function run(
  on: RuntimeDb,
  built: PreparedQuery,
  values: Record<string, unknown> | undefined,
): Promise<unknown> {
  const { session } = on.db as unknown as DrizzleInternals;
  const { name } = built;
  const prepare = () => session.prepareQuery(built, undefined, name, false);
  const embedded = (on.changes ? on.pglite : null) ?? pgliteOn(session.client);
  if (embedded) {
    // With the options Drizzle's db.execute passes PGlite (dates stay text), so both paths answer
    // alike; taken from Drizzle once per app (PreparedStatements.pgliteReading).
    const params = values ? fillPlaceholders(built.params, values) : built.params;
    return runNamed(
      embedded,
      on.runtime.statements,
      name,
      built.sql,
      params,
      () => prepare().rawQueryConfig ?? {},
    );
  }
  return prepare().execute(values);
}

const nameOf = (text: string) =>
  `r_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;

function pgliteOn(client: unknown): PgliteTarget | null {
  const pglite = pgliteClient(client);
  return pglite ? { pglite, tx: null } : null;
}

/**
 * Where executePrepared runs named statements inside `tx`, a transaction opened
 * on `db`: on PGlite, the database behind the transaction and the transaction.
 */
export function pgliteTransactionOf(tx: Executor, db: Executor): PgliteTarget | null {
  const pglite = pgliteClient((db as unknown as DrizzleInternals).session.client);
  const client = (tx as unknown as DrizzleInternals).session.client;
  return pglite ? { pglite, tx: client as Transaction } : null;
}
