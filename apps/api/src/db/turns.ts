import type { Database } from './client';

const tails = new WeakMap<object, Promise<unknown>>();

/**
 * Runs the database work of one sale request in arrival order on PGlite, one
 * request at a time (ADR 003). PGlite is a single connection in this process:
 * requests cannot overlap there anyway, but interleaved they each queue for
 * every statement, and under a crowd some buyers waited 40 times longer than
 * the median. In turns every buyer waits about as long as the others. On
 * PostgreSQL the work runs at once (the pool and the row locks share the load).
 * Never nest: a turn waiting for a later turn would wait forever.
 */
export function inTurn<T>(database: Database, work: () => Promise<T>): Promise<T> {
  if (database.driver !== 'pglite') return work();
  const previous = tails.get(database.db) ?? Promise.resolve();
  // PGlite answers in microtasks: without a macrotask between turns the queue
  // would drain without ever reading the sockets, and requests that arrived
  // meanwhile would wait unread, in no particular order.
  const start = () => new Promise<void>((resolve) => setImmediate(resolve));
  const run = previous.then(start, start).then(work);
  tails.set(
    database.db,
    run.catch(() => undefined),
  );
  return run;
}
