import { errorCodes, messages } from '@rifas/shared';
import { inChangesStatement, inChangesTransaction } from './changes';
import type { Db, Executor, Tx } from './client';
import { linkOf } from './handle-link';
import { AppError, conflict } from '../lib/errors';
import { sqlState } from './sql-errors';

// serialization_failure, deadlock_detected: the transaction may simply be run again.
const RETRYABLE = new Set(['40001', '40P01']);
// unique_violation: a concurrent write the statement could not account for.
const CONFLICTS = new Set(['23505', ...RETRYABLE]);

/**
 * Runs a number-changing transaction, again when PostgreSQL asks for it
 * (deadlock or serialization failure, which other writers locking in another
 * order can cause). When the database still cannot tell which numbers were lost,
 * the answer is 409 'Conflicto: Los números ya no están disponibles'. The
 * changes it records reach pickers and caches after the commit (changes.ts).
 * On PGlite it waits for its turn first (turns.ts): callers never take one.
 */
export function inNumbersTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  attempts = 4,
): Promise<T> {
  return inTurn(db, () => retried(() => inChangesTransaction(db, work), attempts));
}

/**
 * The same for work that writes in ONE statement (the purchase, rifas_sell,
 * ADR 022): the statement is its own transaction, so there is no begin or
 * commit to wait for. `work` must make exactly one statement that writes.
 */
export function inNumbersStatement<T>(
  db: Db,
  work: (db: Executor) => Promise<T>,
  attempts = 4,
): Promise<T> {
  return inTurn(db, () => retried(() => inChangesStatement(db, work), attempts));
}

/**
 * The app's turns on PGlite (db/turns.ts), for work on the app's own handle;
 * a transaction's handle is already inside one (turns never nest), and a bare
 * handle (a script, the restore) has none.
 */
function inTurn<T>(db: Db, work: () => Promise<T>): Promise<T> {
  const link = linkOf(db);
  const turns = link && !link.changes ? link.runtime?.turns : null;
  return turns ? turns.run(work) : work();
}

async function retried<T>(run: () => Promise<T>, attempts: number): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await run();
    } catch (err) {
      if (err instanceof AppError) throw err;
      const code = sqlState(err);
      if (code && RETRYABLE.has(code) && attempt < attempts) continue;
      if (code && CONFLICTS.has(code))
        throw conflict(messages.purchase.conflict, { code: errorCodes.numbersConflict });
      throw err;
    }
  }
}
