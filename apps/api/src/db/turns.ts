/**
 * Runs the database work of one sale or hold in arrival order on PGlite, one
 * at a time (ADR 003). PGlite is a single connection in this process: requests
 * cannot overlap there anyway, but interleaved they each queue for every
 * statement, and under a crowd some buyers waited 40 times longer than the
 * median. In turns every buyer waits about as long as the others. On
 * PostgreSQL there are no turns (the pool and the row locks share the load).
 * The transaction helpers take the turn (db/transaction.ts); never nest one:
 * a turn waiting for a later turn would wait forever.
 */
export class Turns {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(work: () => Promise<T>): Promise<T> {
    // PGlite answers in microtasks: without a macrotask between turns the queue
    // would drain without ever reading the sockets, and requests that arrived
    // meanwhile would wait unread, in no particular order.
    const start = () => new Promise<void>((resolve) => setImmediate(resolve));
    const run = this.tail.then(start, start).then(work);
    this.tail = run.catch(() => undefined);
    return run;
  }
}
