import type { Writable } from 'node:stream';

/**
 * Writing large downloads with backpressure (the admin exports): the producer
 * waits for the stream rather than piling what it makes up in memory.
 */

/**
 * Waits until `out` takes more; fails if the client went away (the stream
 * closed) or the stream failed: a wait nothing can end would hold the request
 * open for ever.
 */
export function drained(out: Writable): Promise<void> {
  if (out.destroyed) return Promise.reject(new Error('export stream closed'));
  return new Promise((resolve, reject) => {
    const settle = (error?: Error) => {
      out.off('drain', onDrain);
      out.off('close', onClose);
      out.off('error', onError);
      if (error) reject(error);
      else resolve();
    };
    const onDrain = () => settle();
    const onClose = () => settle(new Error('export stream closed'));
    const onError = (err: Error) => settle(err);
    out.once('drain', onDrain);
    out.once('close', onClose);
    out.once('error', onError);
  });
}

/** Writes `chunk`, then waits if `out` is over its limit. */
export async function write(out: Writable, chunk: string): Promise<void> {
  if (!out.write(chunk)) await drained(out);
}

/**
 * The batches with the next one already being fetched while this one is written:
 * the database works while zlib and the socket catch up. A failed fetch is held
 * (not unhandled) until its turn comes.
 */
export async function* readAhead<Row>(batches: AsyncIterable<Row[]>): AsyncGenerator<Row[]> {
  const iterator = batches[Symbol.asyncIterator]();
  let next = iterator.next();
  next.catch(() => undefined);
  for (;;) {
    const result = await next;
    if (result.done) return;
    next = iterator.next();
    next.catch(() => undefined);
    yield result.value;
  }
}
