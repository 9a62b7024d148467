import { createHash } from 'node:crypto';
import { Param, Placeholder, sql, type SQL } from 'drizzle-orm';
import type { QueryOptions, Transaction } from '@electric-sql/pglite';
import type { Executor } from './client';
import { linkOf, type PgliteTarget } from './handle-link';
import { pgliteClient, runNamed } from './pglite-prepared';
import type { Shape, Source } from './prepared-statements';

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
  const built = (db as unknown as DrizzleInternals).dialect.sqlToQuery(query);
  return runPrepared(db, built, nameOf(built.sql));
}

const nameOf = (text: string) =>
  `r_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;

function runPrepared(db: Executor, built: BuiltQuery, name: string): Promise<unknown> {
  const { session } = db as unknown as DrizzleInternals;
  const prepared = session.prepareQuery(built, undefined, name, false);
  // On PGlite only a handle of an app (its runtime knows what is prepared) runs it named.
  const link = linkOf(db);
  const embedded = link?.runtime ? (link.pglite ?? pgliteOn(session.client)) : null;
  if (embedded) {
    // With the options Drizzle's db.execute passes PGlite (dates stay text), so both paths answer alike.
    const { pglite } = link!.runtime!.statements;
    return runNamed(embedded, pglite, name, built.sql, built.params, prepared.rawQueryConfig);
  }
  return prepared.execute();
}

function pgliteOn(client: unknown): PgliteTarget | null {
  const pglite = pgliteClient(client);
  return pglite ? { pglite, tx: null } : null;
}

/** The values of a shaped statement's slots: by part, then by slot. */
export type SlotValues = Record<string, Record<string, unknown>>;

/**
 * A part of a shaped statement made by another module: its SQL, built from
 * slots (only when the shape is first built), and the values of those slots.
 */
export type StatementPart<Args extends unknown[] = []> = {
  build: (...args: Args) => SQL;
  values: SlotValues;
};

/** One slot per field of T: what a part of a shaped statement is built from. */
export type Slots<T> = { [K in keyof T]-?: Placeholder };

const PART = Symbol('part');

/** The slots of one part of a shaped statement, which know their part's name. */
export type PartSlots<K extends string> = Record<K, Placeholder> & { readonly [PART]: string };

/**
 * `{ k: sql.placeholder('part.k') }` for each key: the slots of one part of a
 * shaped statement. The part's name rides along (a symbol: Drizzle's `values()`
 * and `Object.keys` don't see it), so slotValues never repeats it.
 */
export function slotsOf<K extends string>(part: string, keys: readonly K[]): PartSlots<K> {
  const slots = Object.fromEntries(keys.map((key) => [key, sql.placeholder(`${part}.${key}`)]));
  return Object.assign(slots, { [PART]: part }) as PartSlots<K>;
}

/** The values of those slots, the fields of `values` by name. */
export function slotValues(slots: PartSlots<string>, values: object): SlotValues {
  return { [slots[PART]]: values as Record<string, unknown> };
}

function sourceOf(param: unknown): Source {
  const slot =
    param instanceof Placeholder
      ? { name: param.name as string, encoder: null }
      : param instanceof Param && param.value instanceof Placeholder
        ? { name: param.value.name as string, encoder: param.encoder }
        : null;
  if (!slot) return { constant: param };
  const dot = slot.name.indexOf('.');
  return { part: slot.name.slice(0, dot), key: slot.name.slice(dot + 1), encoder: slot.encoder };
}

/**
 * executePrepared for a statement whose text depends only on `shape`: `build`
 * makes it once per shape, with slots (`sql.placeholder`, slotsOf) where its
 * values go, Drizzle compiles it once, and each run only fills `values` in,
 * as Drizzle would have (column encoders; null stays null). Building and
 * compiling the purchase's statement on every run was ~11 % of the server's
 * time in the PostgreSQL storm (docs/purchase-path.md).
 */
export async function executeShaped(
  db: Executor,
  shape: string,
  build: () => SQL,
  values: SlotValues,
): Promise<unknown> {
  const { dialect } = db as unknown as DrizzleInternals;
  // Kept by the app's runtime; a bare handle (a script) compiles every time.
  const known = linkOf(db)?.runtime?.statements.shapes;
  let compiled: Shape | undefined = known?.get(shape);
  if (!compiled) {
    const built = dialect.sqlToQuery(build());
    compiled = { sql: built.sql, name: nameOf(built.sql), sources: built.params.map(sourceOf) };
    known?.set(shape, compiled);
  }
  const params = compiled.sources.map((source) => {
    if ('constant' in source) return source.constant;
    const value = values[source.part]?.[source.key];
    // undefined would be sent as NULL where Drizzle would have written DEFAULT: a bug, not a value.
    if (value === undefined) throw new Error(`no value for the slot ${source.part}.${source.key}`);
    return value === null || !source.encoder ? value : source.encoder.mapToDriverValue(value);
  });
  return runPrepared(db, { sql: compiled.sql, params }, compiled.name);
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
