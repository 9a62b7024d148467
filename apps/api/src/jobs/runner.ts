type Log = { error: (obj: object, msg: string) => void };

export type Job = { name: string; everyMs: number; run: () => Promise<unknown> };

/**
 * Runs each job on its own timer, never two runs of a job at once. stop()
 * clears the timers and waits for runs in flight (graceful shutdown).
 */
export function startJobs(jobs: Job[], log: Log): () => Promise<void> {
  const inFlight = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    let running = false;
    const tick = () => {
      if (running) return;
      running = true;
      const p = job
        .run()
        .catch((err: unknown) => log.error({ err, job: job.name }, 'background job failed'))
        .finally(() => {
          running = false;
          inFlight.delete(p);
        });
      inFlight.add(p);
    };
    setTimeout(tick, 0);
    return setInterval(tick, job.everyMs);
  });
  return async () => {
    timers.forEach(clearInterval);
    await Promise.allSettled([...inFlight]);
  };
}
