/*
 * How errors reach the logs. A database error carries the values of its query
 * (drizzle puts the query and its parameters in the message, PostgreSQL and
 * PGlite put values in `detail`, `where` and even the message: 'invalid input
 * syntax for type integer: "…"'), and those values are buyers' names, e-mails,
 * phones, cédulas and password hashes. So a database error is logged by its
 * SQLSTATE, constraint, table and column only; any other error by its type,
 * message, code and stack frames, never by its other properties (a mail error's
 * `rejected` list holds addresses). See docs/security.md.
 */

type DatabaseErrorFields = {
  type: 'DatabaseError';
  sqlstate: string;
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
};

/** The shape pino (and Fastify's logger type) expects of a serialised error. */
export type SafeError = { type: string; message: string; stack: string; [key: string]: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;

type ErrorLike = Record<string, unknown> & { cause?: unknown };

function isObject(value: unknown): value is ErrorLike {
  return typeof value === 'object' && value !== null;
}

/** The errors of a cause chain, outermost first (bounded: causes can loop). */
function chainOf(err: unknown): ErrorLike[] {
  const chain: ErrorLike[] = [];
  let current: unknown = err;
  while (isObject(current) && chain.length < 8 && !chain.includes(current)) {
    chain.push(current);
    current = current.cause;
  }
  return chain;
}

function isQueryWrapper(e: ErrorLike): boolean {
  return (
    (e as { constructor?: { name?: string } }).constructor?.name === 'DrizzleQueryError' ||
    'params' in e
  );
}

/** The SQLSTATE fields of a database error anywhere in the chain, or null. */
export function databaseErrorOf(err: unknown): DatabaseErrorFields | null {
  const chain = chainOf(err);
  const wrapped = chain.some(isQueryWrapper);
  for (const e of chain) {
    const code = e.code;
    // `severity` is what PostgreSQL's and PGlite's errors have and Node's (EPIPE) lack.
    if (typeof code === 'string' && SQLSTATE.test(code) && (wrapped || 'severity' in e)) {
      const pick = (key: string) => (typeof e[key] === 'string' ? (e[key] as string) : undefined);
      return {
        type: 'DatabaseError',
        sqlstate: code,
        ...(pick('constraint') ? { constraint: pick('constraint') } : {}),
        ...(pick('table') ? { table: pick('table') } : {}),
        ...(pick('column') ? { column: pick('column') } : {}),
        ...(pick('routine') ? { routine: pick('routine') } : {}),
      };
    }
  }
  // A query that failed without a server answer (connection lost): still no values.
  if (wrapped) return { type: 'DatabaseError', sqlstate: 'XX000' };
  return null;
}

/** Stack frames without the first line, which repeats the message. */
function framesOf(err: ErrorLike): string {
  if (typeof err.stack !== 'string') return '';
  return err.stack
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
}

/** pino's `err` serializer: what an error may say in the logs. */
export function serializeError(err: unknown): SafeError {
  if (!isObject(err)) return { type: typeof err, message: String(err), stack: '' };
  const stack = framesOf(err);
  const database = databaseErrorOf(err);
  if (database) {
    return { ...database, message: describeError(err), stack };
  }
  const type = typeof err.name === 'string' ? err.name : 'Error';
  return {
    type,
    message: typeof err.message === 'string' ? err.message : '',
    ...(typeof err.code === 'string' ? { code: err.code } : {}),
    ...(typeof err.statusCode === 'number' ? { statusCode: err.statusCode } : {}),
    stack,
  };
}

/** One line for a console (start-up failures): database errors without their values. */
export function describeError(err: unknown): string {
  const database = databaseErrorOf(err);
  if (database) {
    const where = [database.table, database.constraint ?? database.column].filter(Boolean);
    return `error de base de datos (SQLSTATE ${database.sqlstate}${where.length ? `, ${where.join(' ')}` : ''})`;
  }
  return err instanceof Error ? err.message : String(err);
}
