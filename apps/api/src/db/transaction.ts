import { messages } from '@rifas/shared';
import { inChangesTransaction } from './changes';
import type { Db, Tx } from './client';
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
 */
export async function inNumbersTransaction<T>(
  db: Db,
  work: (tx: Tx) => Promise<T>,
  attempts = 4,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await inChangesTransaction(db, work);
    } catch (err) {
      if (err instanceof AppError) throw err;
      const code = sqlState(err);
      if (code && RETRYABLE.has(code) && attempt < attempts) continue;
      if (code && CONFLICTS.has(code)) throw conflict(messages.purchase.conflict);
      throw err;
    }
  }
}
