import { format, messages, plural } from '@rifas/shared';
import { isAvailable, STATUS_AVAILABLE, type LimitKind } from './picker';

/**
 * The picker's selection rules (docs/product.md, §5, §9): choosing one number, the numbers
 * taken meanwhile, and the random pick. Free of React, as utils/picker.ts.
 */

// ---- Selection ------------------------------------------------------------

export type SelectionChange = { selected: Set<number>; error?: string };

/** The text shown when a selection would pass MAX_NUMBERS_PER_ORDER. */
export function selectionLimitMessage(max: number, per: LimitKind = 'order'): string {
  const text =
    per === 'buyer' ? messages.numbers.tooManyPerBuyer : messages.numbers.tooManyPerOrder;
  return format(text, { max });
}

/**
 * Selects or deselects one number. Unavailable numbers cannot be selected;
 * a selection never grows past `max` (the server refuses bigger orders).
 */
export function toggleNumber(
  selected: ReadonlySet<number>,
  n: number,
  codes: Uint8Array,
  startNumber: number,
  max: number,
  per: LimitKind = 'order',
): SelectionChange {
  const next = new Set(selected);
  if (next.delete(n)) return { selected: next };
  if (!isAvailable(codes, startNumber, n)) return { selected: next };
  if (next.size >= max) return { selected: next, error: selectionLimitMessage(max, per) };
  next.add(n);
  return { selected: next };
}

/**
 * The selected numbers that are no longer available, in order: taken by someone
 * else while the buyer was choosing. `ownHolds` are this buyer's own holds,
 * which the bitmap shows as reserved but are still theirs.
 */
export function takenFromSelection(
  selected: ReadonlySet<number>,
  codes: Uint8Array,
  startNumber: number,
  ownHolds: ReadonlySet<number> = new Set(),
): number[] {
  const taken: number[] = [];
  for (const n of selected) {
    if (!ownHolds.has(n) && !isAvailable(codes, startNumber, n)) taken.push(n);
  }
  return taken.sort((a, b) => a - b);
}

// ---- Random pick ----------------------------------------------------------

/** A custom quantity: a positive whole number, or null ('Por favor ingresa un número válido'). */
export function parseQuantity(text: string | number): number | null {
  const value = typeof text === 'number' ? text : text.trim() === '' ? NaN : Number(text.trim());
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export type RandomPickInput = {
  codes: Uint8Array;
  startNumber: number;
  selected: ReadonlySet<number>;
  /** Typed or preset; anything but a positive whole number is refused. */
  quantity: string | number;
  /** MAX_NUMBERS_PER_ORDER: the selection never grows past it. */
  max: number;
  /** Which limit `max` is, for the words of the notice ('order' unless told). */
  per?: LimitKind;
  /** [0, 1) source, Math.random by default; tests pass a seeded one. */
  random?: () => number;
};

export type RandomPickResult =
  | {
      ok: true;
      numbers: number[];
      selected: Set<number>;
      /** Set when the order limit cut the quantity asked for: the buyer must know. */
      notice?: string;
    }
  | { ok: false; error: string };

/**
 * Adds `quantity` random available numbers to the selection (docs/domain.md). Fewer
 * when fewer are free or the order limit is near; an error when none can be
 * added. One pass over the range plus a partial Fisher–Yates shuffle.
 */
export function pickRandomNumbers(input: RandomPickInput): RandomPickResult {
  const quantity = parseQuantity(input.quantity);
  if (quantity === null) return { ok: false, error: messages.numbers.invalidQuantity };
  const { codes, startNumber, selected } = input;
  const pool = new Int32Array(codes.length);
  let free = 0;
  for (let index = 0; index < codes.length; index += 1) {
    if (codes[index] === STATUS_AVAILABLE && !selected.has(startNumber + index)) {
      pool[free] = startNumber + index;
      free += 1;
    }
  }
  if (free === 0) return { ok: false, error: messages.numbers.noneAvailable };
  const room = input.max - selected.size;
  if (room <= 0) return { ok: false, error: selectionLimitMessage(input.max, input.per) };

  const take = Math.min(quantity, free, room);
  const random = input.random ?? Math.random;
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (free - i));
    const swap = pool[i]!;
    pool[i] = pool[j]!;
    pool[j] = swap;
  }
  const numbers = Array.from(pool.subarray(0, take)).sort((a, b) => a - b);
  const next = new Set(selected);
  for (const n of numbers) next.add(n);
  if (quantity > room && take === room) {
    const capped =
      input.per === 'buyer'
        ? messages.numbers.randomPickCappedPerBuyer
        : messages.numbers.randomPickCapped;
    const notice = format(capped, { max: input.max, count: take });
    return { ok: true, numbers, selected: next, notice };
  }
  if (quantity > free) {
    const left = plural(free, 'número disponible', 'números disponibles');
    return {
      ok: true,
      numbers,
      selected: next,
      notice: format(messages.numbers.randomPickFewerLeft, { left }),
    };
  }
  return { ok: true, numbers, selected: next };
}
