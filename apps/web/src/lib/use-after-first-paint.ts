import { startTransition, useEffect, useState } from 'react';

/**
 * false on a component's first render, true from a later task on (and for good):
 * what lies below the fold renders, commits and is laid out after what is above
 * it, so a phone never runs a whole page's render, commit and layout as one long
 * task (docs/decisions/020-light-first-load.md). The second pass is a transition,
 * sliced like the first, and a timer's task of its own, after the first commit.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    const timer = setTimeout(() => startTransition(() => setReady(true)), 0);
    return () => clearTimeout(timer);
  }, [ready]);
  return ready;
}
