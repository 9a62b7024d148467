import { startTransition, useEffect, useState } from 'react';

/**
 * Runs `callback` once the frame after now is on screen: a frame's callbacks
 * run before it is drawn, so the second one's start means the first was drawn,
 * and the timer's task comes after the second frame's own drawing.
 * Returns a cancel function.
 */
export function afterNextPaint(callback: () => void): () => void {
  let frame = requestAnimationFrame(() => {
    frame = requestAnimationFrame(() => {
      timer = window.setTimeout(callback, 0);
    });
  });
  let timer = 0;
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}

/**
 * false on a component's first render, true once that render is on screen (and
 * for good): what lies below the fold renders, commits and is laid out after
 * what is above it, so a phone never runs a whole page's render, commit and
 * layout as one long task (docs/decisions/020-light-first-load.md). Waiting for
 * the paint itself, not only for the next task, keeps what the second pass
 * starts (the picker's chunks, its reads) out of the page's largest paint
 * (ADR 058). The second pass is a transition, sliced like the first.
 */
export function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (ready) return;
    return afterNextPaint(() => startTransition(() => setReady(true)));
  }, [ready]);
  return ready;
}
