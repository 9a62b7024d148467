import { parentPort } from 'node:worker_threads';
import { AppError } from '../../../lib/errors';
import { readStatement } from './statement';
import type { StatementJob, StatementJobAnswer } from './statement-job';

/**
 * The worker thread that reads statement files (ADR 089), one message a file:
 * the main thread keeps answering buyers meanwhile. Its answer is the read, or
 * the Spanish refusal the reader threw (an AppError does not cross the thread
 * boundary as itself, so it travels as its parts).
 */
async function answer(job: StatementJob): Promise<StatementJobAnswer> {
  try {
    return { ok: true, read: await readStatement(Buffer.from(job.bytes), job.mapping, job.saved) };
  } catch (err) {
    if (err instanceof AppError) {
      return {
        ok: false,
        refusal: { statusCode: err.statusCode, error: err.error, extra: err.extra },
      };
    }
    throw err;
  }
}

parentPort?.on('message', (job: StatementJob) => {
  // An unexpected failure is thrown inside the thread: the caller's job fails with it.
  void answer(job).then(
    (result) => parentPort?.postMessage(result),
    (err: unknown) =>
      setImmediate(() => {
        throw err;
      }),
  );
});
