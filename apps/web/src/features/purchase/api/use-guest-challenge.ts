import { useCallback, useEffect, useRef } from 'react';
import { GuestChallenge } from '../utils/guest-challenge';

/** The buyer's first touch, key or scroll: the page is theirs, and the picking has begun. */
const FIRST_INTERACTION = ['pointerdown', 'touchstart', 'keydown', 'scroll'] as const;

/**
 * For a guest: starts solving the challenge at the buyer's first interaction
 * with the page and returns a function that hands over a solved payload (then
 * solves the next one). Not at once: the widget's code (~80 KB) and its worker
 * would compete with the page's first render on a slow phone, and picking a
 * number already is an interaction, seconds before 'Proceder al pago'. A take()
 * before any interaction (a checkout resumed after a reload) solves on the spot,
 * even before this hook's effect ran. Signed-in buyers need none: the function
 * answers null.
 */
export function useGuestChallenge(isGuest: boolean): () => Promise<string | null> {
  const challenge = useRef<GuestChallenge | null>(null);
  useEffect(() => {
    if (!isGuest) return undefined;
    const solver = challenge.current ?? new GuestChallenge();
    challenge.current = solver;
    const stopListening = () => {
      for (const type of FIRST_INTERACTION) window.removeEventListener(type, begin, true);
    };
    const begin = () => {
      stopListening();
      solver.start();
    };
    for (const type of FIRST_INTERACTION) {
      window.addEventListener(type, begin, { capture: true, passive: true });
    }
    return () => {
      stopListening();
      solver.dispose();
      challenge.current = null;
    };
  }, [isGuest]);
  return useCallback(async () => {
    if (!isGuest) return null;
    challenge.current ??= new GuestChallenge();
    return challenge.current.take();
  }, [isGuest]);
}
