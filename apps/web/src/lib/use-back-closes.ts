import { useEffect, useId, useRef } from 'react';

// The open sheets, innermost last. Only the innermost answers the Back button.
const stack: string[] = [];
// history.back() calls of our own (a sheet closed by its button): their popstate is not a Back press.
let ownBacks = 0;
// A sheet that just closed by itself: its entry is given back on the next task, unless the
// next sheet (buyer data → payment) opens first and takes it over. Giving it back and
// pushing a new one in the same tick races the browser's asynchronous history.back().
let handOver: { id: string; timer: ReturnType<typeof setTimeout> } | null = null;

type SheetState = { sheet?: string } & Record<string, unknown>;

function currentSheet(): string | undefined {
  const state = window.history.state as SheetState | null;
  return state?.sheet;
}

/**
 * While `open`, the sheet owns a history entry, so a phone's Back button (or the
 * browser's) closes the sheet instead of leaving the page and losing what was
 * chosen. The entry keeps the router's own state, so the router sees the same
 * page. Closed another way, the sheet takes its entry back off. A sheet that must
 * not close now (`dismissible` false, a payment being sent) puts its entry back.
 * A sheet that asks before closing (`askOnBack`: the payment sheet's '¿Salir sin
 * pagar?', issue 42) puts its entry back too and asks, as its × does.
 */
export function useBackCloses(
  open: boolean,
  onClose: () => void,
  dismissible = true,
  askOnBack?: () => void,
): void {
  const id = useId();
  const latest = useRef({ onClose, dismissible, askOnBack });
  useEffect(() => {
    latest.current = { onClose, dismissible, askOnBack };
  });

  useEffect(() => {
    if (!open) return;
    const base = (window.history.state as SheetState | null) ?? {};
    if (handOver && currentSheet() === handOver.id) {
      clearTimeout(handOver.timer);
      handOver = null;
      window.history.replaceState({ ...base, sheet: id }, '');
    } else {
      window.history.pushState({ ...base, sheet: id }, '');
    }
    stack.push(id);

    function handlePop() {
      if (ownBacks > 0) {
        ownBacks -= 1;
        return;
      }
      if (stack[stack.length - 1] !== id || currentSheet() === id) return;
      const { dismissible: mayClose, askOnBack: ask } = latest.current;
      if (!mayClose || ask) {
        // The entry is back before the question opens: a second Back answers the question.
        window.history.pushState({ ...(window.history.state as SheetState | null), sheet: id }, '');
        if (mayClose) ask?.();
        return;
      }
      stack.pop();
      latest.current.onClose();
    }
    window.addEventListener('popstate', handlePop);

    return () => {
      window.removeEventListener('popstate', handlePop);
      const index = stack.lastIndexOf(id);
      if (index === -1) return; // closed by Back: its entry is already gone
      stack.splice(index, 1);
      if (currentSheet() === id) {
        const timer = setTimeout(() => {
          handOver = null;
          if (currentSheet() !== id) return;
          ownBacks += 1;
          window.history.back();
        }, 0);
        handOver = { id, timer };
      }
    };
  }, [open, id]);
}
