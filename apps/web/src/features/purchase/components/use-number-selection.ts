import { useCallback, useState } from 'react';
import { format, formatNumber, messages } from '@rifas/shared';
import type { RaffleNumbersState } from '../api/get-raffle-numbers';
import { isAvailable, type LimitKind } from '../utils/picker';
import { pickRandomNumbers, takenFromSelection, toggleNumber } from '../utils/picker-selection';

export type PickerNotice = { tone: 'warning' | 'error' | 'info'; text: string };

/** What a random pick says by its control: a refusal, or a neutral note (a limit cut it). */
export type RandomPickAnswer = { tone: 'error' | 'info'; text: string } | null;

/** '07, 12 y 45' style list of number labels. */
export function numberList(numbers: readonly number[], start: number, end: number): string {
  return numbers.map((n) => formatNumber(n, start, end)).join(', ');
}

function without(set: ReadonlySet<number>, remove: readonly number[]): Set<number> {
  const next = new Set(set);
  for (const n of remove) next.delete(n);
  return next;
}

/**
 * The buyer's selection (a Set, whatever the raffle's size) and this buyer's
 * own holds. Each time new number statuses arrive (another buyer's hold or
 * purchase, by SSE), selected numbers that are no longer available are dropped
 * and the buyer is told which. The buyer's own holds — and the numbers of a
 * hold still on its way (`holding`) — show as reserved too, so they are kept;
 * a hold the statuses show as available again (released or lapsed) is
 * forgotten.
 */
export function useNumberSelection(
  numbers: RaffleNumbersState | undefined,
  { max, per }: { max: number; per: LimitKind },
  holding: readonly number[] | undefined,
  /** The selection kept on the device before a reload (utils/checkout-draft.ts). */
  initial: readonly number[] = [],
) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set(initial));
  const [ownHolds, setOwnHolds] = useState<Set<number>>(() => new Set());
  const [notice, setNotice] = useState<PickerNotice | null>(null);
  const [checkedCodes, setCheckedCodes] = useState<Uint8Array | undefined>(undefined);

  // React's "adjust state while rendering" pattern: runs once per new statuses.
  if (numbers && checkedCodes !== numbers.codes) {
    setCheckedCodes(numbers.codes);
    const { codes, startNumber, endNumber } = numbers;
    const stillHeld = [...ownHolds].filter((n) => !isAvailable(codes, startNumber, n));
    if (stillHeld.length !== ownHolds.size) setOwnHolds(new Set(stillHeld));
    const kept = new Set([...stillHeld, ...(holding ?? [])]);
    const taken = takenFromSelection(selected, codes, startNumber, kept);
    if (taken.length > 0) {
      setSelected(without(selected, taken));
      setNotice({
        tone: 'warning',
        text: format(messages.numbers.someTaken, {
          numbers: numberList(taken, startNumber, endNumber),
        }),
      });
    }
  }

  const toggle = useCallback(
    (n: number) => {
      if (!numbers) return;
      const change = toggleNumber(selected, n, numbers.codes, numbers.startNumber, max, per);
      setSelected(change.selected);
      setNotice(change.error ? { tone: 'warning', text: change.error } : null);
    },
    [numbers, selected, max, per],
  );

  /** Adds random numbers; returns what to say by the control (a refusal, or the limit that cut the pick). */
  const pickRandom = useCallback(
    (quantity: string | number): RandomPickAnswer => {
      if (!numbers) return { tone: 'error', text: messages.numbers.noneAvailable };
      const result = pickRandomNumbers({
        codes: numbers.codes,
        startNumber: numbers.startNumber,
        selected,
        quantity,
        max,
        per,
      });
      if (!result.ok) return { tone: 'error', text: result.error };
      setSelected(result.selected);
      setNotice(null);
      return result.notice ? { tone: 'info', text: result.notice } : null;
    },
    [numbers, selected, max, per],
  );

  const clear = useCallback(() => {
    setSelected(new Set());
    setNotice(null);
  }, []);

  /** Drops numbers the server said are taken or do not exist, and says why. */
  const drop = useCallback((remove: readonly number[], text?: string) => {
    if (remove.length === 0) return;
    setSelected((current) => without(current, remove));
    setOwnHolds((current) => without(current, remove));
    if (text) setNotice({ tone: 'warning', text });
  }, []);

  const addHolds = useCallback((held: readonly number[]) => {
    setOwnHolds((current) => new Set([...current, ...held]));
  }, []);

  const clearHolds = useCallback(() => setOwnHolds(new Set()), []);

  return {
    selected,
    ownHolds,
    notice,
    setNotice,
    toggle,
    pickRandom,
    clear,
    drop,
    addHolds,
    clearHolds,
  };
}

export type NumberSelection = ReturnType<typeof useNumberSelection>;
