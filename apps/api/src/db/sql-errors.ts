type DatabaseError = { code: string; message: string };

/**
 * The PostgreSQL error behind a failure, whether the driver threw it directly
 * or Drizzle wrapped it (the original error is then the `cause`).
 */
function databaseError(err: unknown): DatabaseError | undefined {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return { code, message: typeof message === 'string' ? message : '' };
    }
  }
  return undefined;
}

/** The SQLSTATE of a failed statement. */
export const sqlState = (err: unknown): string | undefined => databaseError(err)?.code;

/** unique_violation: a unique index refused the write (often two requests racing). */
export const isUniqueViolation = (err: unknown): boolean => sqlState(err) === '23505';

/** foreign_key_violation: a row is still referenced (e.g. a raffle with payments). */
export const isForeignKeyViolation = (err: unknown): boolean => sqlState(err) === '23503';

/**
 * RF001, raised by our own triggers (db/functions/rifas_assert_entries_open.sql): the raffle's
 * entries are fixed for its draw, so its numbers, payments and range may not change.
 */
export const isEntriesFixed = (err: unknown): boolean => sqlState(err) === 'RF001';
