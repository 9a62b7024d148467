import { NUMBER_STATUS_CODES, numbersCap, paddingWidth } from '@rifas/shared';

/**
 * The number picker's rules (docs/product.md, §5, §9), kept free of React so they are
 * tested once and stay fast on a 100,000-number raffle: the status of the whole
 * range is one Uint8Array (one code per number), a page is a slice of indices,
 * a search is an Int32Array of matching numbers. Nothing allocates an object
 * per number.
 */

/** docs/domain.md: 50 numbers per page on desktop, 20 on phones (width under 768). */
export const PICKER_PAGE_SIZE = { desktop: 50, mobile: 20 } as const;
/** docs/domain.md: 5 page buttons on desktop, 3 on phones. */
export const PICKER_PAGE_BUTTONS = { desktop: 5, mobile: 3 } as const;
/** docs/domain.md: random-pick presets, 5 by default, plus a custom quantity. */
export const RANDOM_PICK_PRESETS = [5, 10, 20, 50, 100] as const;
export const DEFAULT_RANDOM_PICK = 5;

/** The presets a buyer may take (never one above their limit); the limit itself when all are. */
export function randomPickPresets(max: number): number[] {
  const fitting = RANDOM_PICK_PRESETS.filter((quantity) => quantity <= max);
  return fitting.length > 0 ? fitting : [max];
}

/**
 * How many numbers this buyer may choose in a raffle: the order limit, and the
 * per-buyer cap of the shop's settings when the caps apply (ADR 040); the
 * server checks both again.
 */
export function pickerLimit(
  rangeSize: number,
  orderMax: number,
  buyerLimit: { percent: number; min: number } | null,
): { max: number; perBuyer: number | null; per: LimitKind } {
  if (!buyerLimit) return { max: orderMax, perBuyer: null, per: 'order' };
  const perBuyer = numbersCap(rangeSize, buyerLimit.percent, buyerLimit.min);
  return {
    max: Math.min(orderMax, perBuyer),
    perBuyer,
    per: perBuyer <= orderMax ? 'buyer' : 'order',
  };
}

/**
 * Which limit stops the selection: the shop's cap per buyer, which the grid
 * names 'por persona', or the order limit ('por compra'). Its messages use the
 * same word (issue 42).
 */
export type LimitKind = 'buyer' | 'order';

/** What pickerLimit answers: the most this buyer may choose, and which limit that is. */
export type PickerLimit = ReturnType<typeof pickerLimit>;

export const STATUS_AVAILABLE = NUMBER_STATUS_CODES.available;
export const STATUS_RESERVED = NUMBER_STATUS_CODES.reserved;
export const STATUS_SOLD = NUMBER_STATUS_CODES.sold;

/**
 * The bitmap of GET /raffles/:id/numbers?format=bitmap (domain/bitmap.ts layout:
 * 2 bits per number, the first number in the highest bits) as one status code
 * per number: codes[n - start]. The unused code 3 reads as available, as in
 * decodeNumberBitmap.
 */
export function decodeStatusCodes(
  bitmap: string,
  startNumber: number,
  endNumber: number,
): Uint8Array {
  const size = Math.max(0, endNumber - startNumber + 1);
  const binary = atob(bitmap);
  const codes = new Uint8Array(size);
  for (let index = 0; index < size; index += 1) {
    const byte = binary.charCodeAt(index >> 2) || 0;
    const code = (byte >> (6 - (index & 3) * 2)) & 3;
    codes[index] = code === 3 ? STATUS_AVAILABLE : code;
  }
  return codes;
}

export type StatusCounts = { available: number; reserved: number; sold: number };

export function countStatuses(codes: Uint8Array): StatusCounts {
  const counts = { available: 0, reserved: 0, sold: 0 };
  for (let i = 0; i < codes.length; i += 1) {
    if (codes[i] === STATUS_SOLD) counts.sold += 1;
    else if (codes[i] === STATUS_RESERVED) counts.reserved += 1;
    else counts.available += 1;
  }
  return counts;
}

/** True when `n` is inside the range and available. */
export function isAvailable(codes: Uint8Array, startNumber: number, n: number): boolean {
  const index = n - startNumber;
  return index >= 0 && index < codes.length && codes[index] === STATUS_AVAILABLE;
}

// ---- Paging ---------------------------------------------------------------

/** How many pages `total` items fill; at least 1, so an empty search still has page 1. */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** A page number kept inside 1..pages. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/** How many numbers each 'Ir a' range holds: 000–099, 100–199, … (issue 42). */
export const JUMP_RANGE_SIZE = 100;

/** The ranges a board of start..end splits into, for jumping there on a phone; none if one would do. */
export function jumpRanges(start: number, end: number): { from: number; to: number }[] {
  if (end - start + 1 <= JUMP_RANGE_SIZE) return [];
  const ranges = [];
  for (let from = start; from <= end; from += JUMP_RANGE_SIZE) {
    ranges.push({ from, to: Math.min(from + JUMP_RANGE_SIZE - 1, end) });
  }
  return ranges;
}

/**
 * The 1-based page that shows `target`, or the first number after it: in the
 * whole range, or among `matches` (ascending) when a search or filter is on.
 */
export function pageOfNumber(
  target: number,
  matches: Int32Array | null,
  start: number,
  pageSize: number,
): number {
  let index = target - start;
  if (matches) {
    let low = 0;
    let high = matches.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if (matches[middle]! < target) low = middle + 1;
      else high = middle;
    }
    index = low;
  }
  return Math.floor(Math.max(0, index) / pageSize) + 1;
}

/** The item indices [from, to) of a 1-based page. */
export function pageBounds(
  page: number,
  pageSize: number,
  total: number,
): { from: number; to: number } {
  const from = Math.min((clampPage(page, pageCount(total, pageSize)) - 1) * pageSize, total);
  return { from, to: Math.min(from + pageSize, total) };
}

/** The 1-based page that shows the item at `index`. */
export function pageOfIndex(index: number, pageSize: number): number {
  return Math.floor(Math.max(0, index) / pageSize) + 1;
}

// ---- Search ---------------------------------------------------------------

/**
 * The numbers whose label (padded as on screen) contains the typed digits, in
 * order: '7' finds 07, 17, 70…; '007' finds only 007 in a 1000-number raffle.
 * Returns null for an empty query (no filter). Anything but digits and spaces
 * matches nothing.
 */
export function searchNumbers(
  query: string,
  startNumber: number,
  endNumber: number,
): Int32Array | null {
  const digits = query.replace(/\s+/g, '');
  if (digits === '') return null;
  if (!/^\d+$/.test(digits)) return new Int32Array(0);
  const width = paddingWidth(startNumber, endNumber);
  const found: number[] = [];
  for (let n = startNumber; n <= endNumber; n += 1) {
    if (String(n).padStart(width, '0').includes(digits)) found.push(n);
  }
  return Int32Array.from(found);
}

/**
 * 'Solo disponibles': of the numbers shown (the search's matches, or the whole
 * range when `matches` is null), those still free, plus the buyer's own
 * selection, so an almost sold-out raffle shows what is left on one page.
 */
export function keepAvailable(
  matches: Int32Array | null,
  codes: Uint8Array,
  startNumber: number,
  selected: ReadonlySet<number>,
): Int32Array {
  const kept: number[] = [];
  const keep = (n: number) => {
    if (selected.has(n) || isAvailable(codes, startNumber, n)) kept.push(n);
  };
  if (matches) for (const n of matches) keep(n);
  else for (let i = 0; i < codes.length; i += 1) keep(startNumber + i);
  return Int32Array.from(kept);
}
