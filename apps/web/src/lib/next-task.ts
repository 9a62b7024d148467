type Scheduler = { yield?: () => Promise<void> };

/**
 * Resolves in a later task of the main thread, so the work after the `await`
 * runs in a task of its own: a phone (Lighthouse: 4× this CPU) then never runs
 * a first load's steps (module evaluation, checks, router, render) as one long
 * task that holds a tap or a frame (ADR 062). `scheduler.yield` resumes ahead of
 * other queued tasks where the browser has it; a timer elsewhere.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Scheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
