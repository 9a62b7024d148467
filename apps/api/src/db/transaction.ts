import { errorCodes, messages } from '@rifas/shared';
import type { Change } from './changes';
import type { Db, Executor, Tx } from './client';
import type { AppDb, DatabaseRuntime, TxContext } from './database-runtime';
import { AppError, conflict } from '../lib/errors';
import { pgliteTransactionOf } from './prepared';
import { sqlState } from './sql-errors';

// serialization_failure, deadlock_detected: the transaction may simply be run again.
const RETRYABLE = new Set(['40001', '40P01']);
// unique_violation: a concurrent write the statement could not account for.
const CONFLICTS = new Set(['23505', ...RETRYABLE]);

/**
 * Records a change made in `tx`: published once its transaction commits
 * (dropped if it rolls back), this instance's subscribers at once and the
 * others through one NOTIFY after the commit (db/changes.ts, ADR 003).
 */
export function recordChange(tx: TxContext<Executor>, change: Change): void {
  tx.changes.push(change);
}

/**
 * A transaction whose recorded changes are published once it commits (and
 * dropped if it rolls back). Use it for every write that changes what a public
 * answer shows. `work` gets the transaction with what it needs (TxContext).
 */
export async function inChangesTransaction<T>(
  app: AppDb,
  work: (tx: TxContext) => Promise<T>,
): Promise<T> {
  const { db, runtime } = app;
  const changes: Change[] = [];
  const result = await db.transaction((tx) =>
    work({ db: tx, runtime, changes, pglite: pgliteTransactionOf(tx, db) }),
  );
  runtime.changes.publish(changes);
  return result;
}

/**
 * Work that is ONE statement, which the database runs as its own transaction
 * (no begin and commit round trips, ADR 022): the changes it records are
 * published once it returns. `work` queries with the app's handle and records
 * into a list of its own, apart from concurrent work.
 */
export async function inChangesStatement<T>(
  app: AppDb,
  work: (statement: TxContext<Db>) => Promise<T>,
): Promise<T> {
  const { db, runtime } = app;
  const changes: Change[] = [];
  const result = await work({ db, runtime, changes, pglite: null });
  runtime.changes.publish(changes);
  return result;
}

/**
 * Runs a number-changing transaction, again when PostgreSQL asks for it
 * (deadlock or serialization failure, which other writers locking in another
 * order can cause). When the database still cannot tell which numbers were lost,
 * the answer is 409 'Conflicto: Los números ya no están disponibles'. The
 * changes it records reach pickers and caches after the commit (changes.ts).
 * On PGlite it waits for its turn first (turns.ts): callers never take one.
 */
export function inNumbersTransaction<T>(
  app: AppDb,
  work: (tx: TxContext<Tx>) => Promise<T>,
  attempts = 4,
): Promise<T> {
  return inTurn(app.runtime, () => retried(() => inChangesTransaction(app, work), attempts));
}

/**
 * The same for work that writes in ONE statement (the purchase, rifas_sell,
 * ADR 022): the statement is its own transaction, so there is no begin or
 * commit to wait for. `work` must make exactly one statement that writes.
 */
export function inNumbersStatement<T>(
  app: AppDb,
  work: (statement: TxContext<Db>) => Promise<T>,
  attempts = 4,
): Promise<T> {
  return inTurn(app.runtime, () => retried(() => inChangesStatement(app, work), attempts));
}

/** The app's turns on PGlite (db/turns.ts); none on PostgreSQL. */
function inTurn<T>(runtime: DatabaseRuntime, work: () => Promise<T>): Promise<T> {
  return runtime.turns ? runtime.turns.run(work) : work();
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
