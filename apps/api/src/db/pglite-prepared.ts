import {
  PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
  type Transaction,
} from '@electric-sql/pglite';
import type { PgliteParsers, PgliteStatement, PreparedStatements } from './prepared-statements';

type BackendMessage = Parameters<typeof parse.parseResults>[0][number];
type RowDescriptionMessage = InstanceType<typeof protocol.messages.RowDescriptionMessage>;
type ParameterDescriptionMessage = InstanceType<
  typeof protocol.messages.ParameterDescriptionMessage
>;

/**
 * Named prepared statements on PGlite (ADR 025). `PGlite.query` parses,
 * describes and plans its text on every run, through six calls into the
 * database; the purchase's statement spent ~1 ms of ~1.5 ms there. Here a
 * statement is parsed and described once per app and name (the app's runtime
 * keeps them, db/prepared-statements.ts), and each run
 * only binds and executes it, as PostgreSQL does for node-postgres' named
 * statements. PGlite has no public API for that, so this speaks the protocol
 * through `execProtocolStream` under PGlite's own locks, the way its `query`
 * does (pinned PGlite version; db/pglite-prepared.test.ts runs it against the real thing).
 */

/** The PGlite a named statement runs on, and the open transaction it must run in, if any. */
export type PgliteTarget = { pglite: PGlite; tx: Transaction | null };

/** A PGlite's own instance, or null: the caller runs the statement the usual way. */
export function pgliteClient(client: unknown): PGlite | null {
  return client instanceof PGlite ? client : null;
}

/**
 * Runs the statement `text` under `name` with `params`, preparing it first on
 * this database if needed; answers like `PGlite.query`. Inside a transaction
 * (`tx`) only the query lock is taken: the transaction holds the other one.
 * Outside, both, so the statement never runs inside someone else's transaction.
 */
export async function runNamed(
  target: PgliteTarget,
  prepared: PreparedStatements,
  name: string,
  text: string,
  params: readonly unknown[],
  options: () => QueryOptions,
): Promise<Results> {
  const { pglite, tx } = target;
  if (pglite.closed) throw new Error('PGlite is closed');
  const reading = readingOn(prepared, pglite, options);
  const run = () =>
    pglite._runExclusiveQuery(() =>
      bindAndExecute(pglite, prepared.pglite, { name, text, params, reading }),
    );
  if (!tx) return pglite._runExclusiveTransaction(run);
  if (tx.closed) throw new Error('Transaction is closed');
  return run();
}

/**
 * The options answers are read with on this PGlite (PreparedStatements.pgliteReading): `options()`
 * (Drizzle's, the same for every query) with PGlite's parsers merged in, built on first use.
 */
function readingOn(
  prepared: PreparedStatements,
  pglite: PGlite,
  options: () => QueryOptions,
): { parsers: PgliteParsers; options: QueryOptions } {
  if (prepared.pgliteReading?.pglite !== pglite) {
    const { parsers, ...rest } = options();
    prepared.pgliteReading = { pglite, parsers: { ...pglite.parsers, ...parsers }, options: rest };
  }
  return prepared.pgliteReading;
}

const send = (pglite: PGlite, message: Uint8Array) =>
  pglite.execProtocolStream(message, { syncToFs: false });

/** Ends an extended-protocol exchange; after an error the database skips to here. */
async function synced<T>(pglite: PGlite, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } finally {
    await send(pglite, protocol.serialize.sync());
  }
}

async function statementOf(
  pglite: PGlite,
  statements: Map<string, PgliteStatement>,
  name: string,
  text: string,
): Promise<PgliteStatement> {
  const known = statements.get(name);
  if (known) return known;
  const described = await synced(pglite, async () => {
    // A statement of this name left by a run that failed after parsing it (no error if none).
    await send(pglite, protocol.serialize.close({ type: 'S', name }));
    await send(pglite, protocol.serialize.parse({ name, text }));
    return send(pglite, protocol.serialize.describe({ type: 'S', name }));
  });
  const statement: PgliteStatement = { paramTypes: [], rows: null };
  for (const message of described) {
    if (message.name === 'parameterDescription') {
      statement.paramTypes = (message as ParameterDescriptionMessage).dataTypeIDs;
    }
    if (message.name === 'rowDescription') statement.rows = message as RowDescriptionMessage;
  }
  statements.set(name, statement);
  return statement;
}

async function bindAndExecute(
  pglite: PGlite,
  statements: Map<string, PgliteStatement>,
  {
    name,
    text,
    params,
    reading,
  }: {
    name: string;
    text: string;
    params: readonly unknown[];
    reading: { parsers: PgliteParsers; options: QueryOptions };
  },
): Promise<Results> {
  const statement = await statementOf(pglite, statements, name, text);
  // Serialised as PGlite.query does, by the parameter types the database reported.
  const values = params.map((value, i) => {
    if (value === null || value === undefined) return null;
    const serializer = pglite.serializers[statement.paramTypes[i]!];
    return serializer ? serializer(value) : String(value);
  });
  const messages: BackendMessage[] = statement.rows ? [statement.rows] : [];
  await synced(pglite, async () => {
    messages.push(...(await send(pglite, protocol.serialize.bind({ statement: name, values }))));
    messages.push(...(await send(pglite, protocol.serialize.execute({}))));
  });
  if (!pglite.isInTransaction()) await pglite.syncToFs();
  // The parsers come merged (readingOn), so the options carry none for PGlite to merge again.
  return parse.parseResults(messages, reading.parsers, reading.options)[0]!;
}
