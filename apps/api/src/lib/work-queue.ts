/**
 * At most `limit` tasks at once; the others wait in arrival order. The app holds
 * one for image work (the runtime of buildApp): decoding a phone photo takes a
 * core and tens of megabytes, so a burst of receipts waits here instead of taking
 * every core from the purchases that carry none (ADR 026).
 */
export type WorkQueue = {
  /** How many tasks run at once. */
  readonly limit: number;
  run<T>(task: () => Promise<T>): Promise<T>;
};

export function createWorkQueue(limit: number): WorkQueue {
  let running = 0;
  const waiting: (() => void)[] = [];
  return {
    limit,
    async run(task) {
      if (running < limit) running += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        // The slot passes to the next task as it is, or is given back.
        const next = waiting.shift();
        if (next) next();
        else running -= 1;
      }
    },
  };
}
