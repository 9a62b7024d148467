/**
 * Runs `work` once the page has loaded and the main thread has a free moment (at
 * the latest `timeoutMs` after the load), so what can wait, such as opening a live
 * stream, stays out of the first render's way on a slow phone. Returns a cancel.
 */
export function whenIdleAfterLoad(work: () => void, timeoutMs = 2000): () => void {
  let cancelled = false;
  let idle: number | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const run = () => {
    if (!cancelled) work();
  };
  const schedule = () => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      idle = requestIdleCallback(run, { timeout: timeoutMs });
    } else {
      timer = setTimeout(run, 0);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', schedule);
    if (idle !== null) cancelIdleCallback(idle);
    if (timer !== null) clearTimeout(timer);
  };
}
