import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a request starts and does not wait for (a currency's rate fetched after
 * a save): the answer goes out at once, a failure is logged, and closing the
 * app waits for what is still running. Decorated once in buildApp.
 */
export type BackgroundTasks = {
  run(task: () => Promise<unknown>, failure: { message: string; details?: object }): void;
  /** Waits for the tasks in flight (the app's onClose). */
  settle(): Promise<void>;
};

export function createBackgroundTasks(log: FastifyBaseLogger): BackgroundTasks {
  const inFlight = new Set<Promise<unknown>>();
  return {
    run(task, failure) {
      const job = task()
        .catch((err: unknown) => log.warn({ err, ...failure.details }, failure.message))
        .finally(() => inFlight.delete(job));
      inFlight.add(job);
    },
    async settle() {
      await Promise.allSettled([...inFlight]);
    },
  };
}
