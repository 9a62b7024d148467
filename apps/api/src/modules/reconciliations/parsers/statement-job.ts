import { messages, type StatementMapping } from '@rifas/shared';
import { AppError, badRequest } from '../../../lib/errors';
import { workerEntry, type WorkerThreads } from '../../../lib/worker-thread';
import type { ReadStatement, SavedStatementMapping } from './statement';

/** What the statement worker is given (statement-worker.ts). */
export type StatementJob = {
  bytes: Uint8Array;
  mapping: StatementMapping | undefined;
  saved: readonly SavedStatementMapping[];
};

/** What it answers: the read, or the 4xx the reader refused the file with. */
export type StatementJobAnswer =
  | { ok: true; read: ReadStatement }
  | {
      ok: false;
      refusal: { statusCode: number; error: string; extra: Record<string, unknown> };
    };

const STATEMENT_WORKER = workerEntry(import.meta.url, 'statement-worker');

/**
 * readStatement (statement.ts) in the app's worker thread (ADR 089): the same
 * limits and Spanish 400s, while the event loop keeps answering buyers. A file
 * that would take the worker past its memory is refused as too large.
 */
export async function readStatementInWorker(
  workers: WorkerThreads,
  job: StatementJob,
): Promise<ReadStatement> {
  let answer: StatementJobAnswer;
  try {
    answer = await workers.run<StatementJobAnswer>(STATEMENT_WORKER, job);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'ERR_WORKER_OUT_OF_MEMORY') {
      throw badRequest(messages.reconciliations.unpacksTooLarge);
    }
    throw err;
  }
  if (answer.ok) return answer.read;
  const { statusCode, error, extra } = answer.refusal;
  throw new AppError(statusCode, error, error, extra);
}
