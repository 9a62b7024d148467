import { describe, expect, it } from 'vitest';
import { decodeNumberBitmap, encodeNumberBitmap, formatNumber, messages } from '@rifas/shared';
import {
  keepAvailable,
  clampPage,
  countStatuses,
  decodeStatusCodes,
  jumpRanges,
  pageBounds,
  pageOfNumber,
  pageCount,
  pageOfIndex,
  parseQuantity,
  pickerLimit,
  pickRandomNumbers,
  randomPickPresets,
  searchNumbers,
  STATUS_AVAILABLE,
  STATUS_RESERVED,
  STATUS_SOLD,
  takenFromSelection,
  toggleNumber,
} from './picker';

/** A deterministic [0, 1) source (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function codesFor(start: number, end: number, sold: number[] = [], reserved: number[] = []) {
  return decodeStatusCodes(
    encodeNumberBitmap({ start_number: start, end_number: end, sold, reserved }),
    start,
    end,
  );
}

describe('decodeStatusCodes', () => {
  it('agrees with decodeNumberBitmap, one code per number', () => {
    const lists = { start_number: 10, end_number: 30, sold: [10, 13, 30], reserved: [11, 29] };
    const codes = decodeStatusCodes(encodeNumberBitmap(lists), 10, 30);
    const statuses = decodeNumberBitmap(encodeNumberBitmap(lists), 10, 30);
    expect(codes).toHaveLength(21);
    const byName = { available: STATUS_AVAILABLE, reserved: STATUS_RESERVED, sold: STATUS_SOLD };
    expect(Array.from(codes)).toEqual(statuses.map((s) => byName[s]));
    expect(countStatuses(codes)).toEqual({ available: 16, reserved: 2, sold: 3 });
  });

  it('decodes a 100,000-number range into 100,000 bytes', () => {
    const sold = Array.from({ length: 50_000 }, (_, i) => i * 2);
    const codes = codesFor(0, 99_999, sold);
    expect(codes).toBeInstanceOf(Uint8Array);
    expect(codes.length).toBe(100_000);
    expect(countStatuses(codes)).toEqual({ available: 50_000, reserved: 0, sold: 50_000 });
  });
});

describe('number labels in the picker (padding rule)', () => {
  it('pads to 2, 3 or 4 digits by range size, and wider past 10,000', () => {
    expect(formatNumber(7, 0, 99)).toBe('07');
    expect(formatNumber(7, 0, 100)).toBe('007');
    expect(formatNumber(7, 0, 999)).toBe('007');
    expect(formatNumber(7, 0, 1000)).toBe('0007');
    expect(formatNumber(7, 0, 9999)).toBe('0007');
    expect(formatNumber(7, 0, 99_999)).toBe('00007');
  });
});

describe('paging', () => {
  it('counts pages of 50 (desktop) and 20 (phone), at least one', () => {
    expect(pageCount(100, 50)).toBe(2);
    expect(pageCount(101, 50)).toBe(3);
    expect(pageCount(100, 20)).toBe(5);
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(100_000, 20)).toBe(5000);
  });

  it('gives the index bounds of a page, clamped into range', () => {
    expect(pageBounds(1, 50, 120)).toEqual({ from: 0, to: 50 });
    expect(pageBounds(3, 50, 120)).toEqual({ from: 100, to: 120 });
    expect(pageBounds(9, 50, 120)).toEqual({ from: 100, to: 120 });
    expect(pageBounds(0, 50, 120)).toEqual({ from: 0, to: 50 });
    expect(pageBounds(1, 20, 0)).toEqual({ from: 0, to: 0 });
  });

  it('finds the page of an index and clamps page numbers', () => {
    expect(pageOfIndex(0, 20)).toBe(1);
    expect(pageOfIndex(19, 20)).toBe(1);
    expect(pageOfIndex(20, 20)).toBe(2);
    expect(clampPage(7, 5)).toBe(5);
    expect(clampPage(-2, 5)).toBe(1);
    expect(clampPage(Number.NaN, 5)).toBe(1);
  });
});

describe('searchNumbers', () => {
  it('matches the typed digits inside the padded label, in order', () => {
    expect(searchNumbers('', 0, 99)).toBeNull();
    expect(searchNumbers('  ', 0, 99)).toBeNull();
    expect(Array.from(searchNumbers('7', 0, 99)!)).toEqual([
      7, 17, 27, 37, 47, 57, 67, 70, 71, 72, 73, 74, 75, 76, 77, 78, 79, 87, 97,
    ]);
    expect(Array.from(searchNumbers('07', 0, 99)!)).toEqual([7]);
    expect(Array.from(searchNumbers('007', 0, 999)!)).toEqual([7]);
    expect(Array.from(searchNumbers('5000', 0, 9999)!)).toEqual([5000]);
  });

  it('matches nothing for non-digits', () => {
    expect(searchNumbers('abc', 0, 99)).toHaveLength(0);
    expect(searchNumbers('-1', 0, 99)).toHaveLength(0);
  });
});

describe('toggleNumber', () => {
  const codes = codesFor(0, 9, [3], [4]);

  it('selects an available number and deselects a selected one', () => {
    const first = toggleNumber(new Set(), 1, codes, 0, 500);
    expect([...first.selected]).toEqual([1]);
    expect([...toggleNumber(first.selected, 1, codes, 0, 500).selected]).toEqual([]);
  });

  it('never selects a sold, reserved or out-of-range number', () => {
    expect(toggleNumber(new Set(), 3, codes, 0, 500).selected.size).toBe(0);
    expect(toggleNumber(new Set(), 4, codes, 0, 500).selected.size).toBe(0);
    expect(toggleNumber(new Set(), 10, codes, 0, 500).selected.size).toBe(0);
  });

  it('stops at the order limit with the limit text', () => {
    const result = toggleNumber(new Set([0, 1]), 2, codes, 0, 2);
    expect([...result.selected]).toEqual([0, 1]);
    expect(result.error).toBe('Puedes seleccionar como máximo 2 números por compra');
  });
});

describe('takenFromSelection', () => {
  it('lists selected numbers that are no longer available, except own holds', () => {
    const codes = codesFor(0, 9, [3], [4, 5]);
    expect(takenFromSelection(new Set([5, 1, 3, 4]), codes, 0, new Set([4]))).toEqual([3, 5]);
    expect(takenFromSelection(new Set([1, 2]), codes, 0)).toEqual([]);
  });
});

describe('random pick', () => {
  it('refuses a custom quantity that is not a positive whole number', () => {
    for (const bad of ['', 'abc', '0', '-3', '2.5', '1e400']) {
      expect(parseQuantity(bad)).toBeNull();
      const result = pickRandomNumbers({
        codes: codesFor(0, 9),
        startNumber: 0,
        selected: new Set(),
        quantity: bad,
        max: 500,
      });
      expect(result).toEqual({ ok: false, error: messages.numbers.invalidQuantity });
    }
    expect(messages.numbers.invalidQuantity).toBe('Por favor ingresa un número válido');
    expect(parseQuantity(' 12 ')).toBe(12);
  });

  it('picks only available, unselected numbers, adds them to the selection', () => {
    const codes = codesFor(0, 99, [0, 1, 2], [3, 4]);
    const result = pickRandomNumbers({
      codes,
      startNumber: 0,
      selected: new Set([50]),
      quantity: 5,
      max: 500,
      random: seeded(1),
    });
    if (!result.ok) throw new Error(result.error);
    expect(result.numbers).toHaveLength(5);
    expect(new Set(result.numbers).size).toBe(5);
    for (const n of result.numbers) {
      expect(n).toBeGreaterThan(4);
      expect(n).not.toBe(50);
    }
    expect(result.numbers).toEqual([...result.numbers].sort((a, b) => a - b));
    expect(result.selected.size).toBe(6);
  });

  it('gives what is left when fewer are free, and says so when none are', () => {
    const codes = codesFor(100, 104, [100, 101]);
    const some = pickRandomNumbers({
      codes,
      startNumber: 100,
      selected: new Set(),
      quantity: 10,
      max: 500,
    });
    expect(some.ok && some.numbers).toEqual([102, 103, 104]);
    expect(some.ok && some.notice).toBe('Solo quedaban 3 números disponibles: se eligieron todos.');
    const none = pickRandomNumbers({
      codes,
      startNumber: 100,
      selected: new Set([102, 103, 104]),
      quantity: 5,
      max: 500,
    });
    expect(none).toEqual({ ok: false, error: 'No hay números disponibles para seleccionar' });
  });

  it('respects the order limit', () => {
    const codes = codesFor(0, 99);
    const capped = pickRandomNumbers({
      codes,
      startNumber: 0,
      selected: new Set([1, 2, 3]),
      quantity: 100,
      max: 5,
    });
    expect(capped.ok && capped.numbers.length).toBe(2);
    // Asking for more than the limit allows says so instead of silently giving less.
    expect(capped.ok && capped.notice).toBe(
      'Puedes seleccionar como máximo 5 números por compra: se eligieron 2 al azar.',
    );
    const fits = pickRandomNumbers({
      codes,
      startNumber: 0,
      selected: new Set(),
      quantity: 5,
      max: 5,
    });
    expect(fits.ok && fits.notice).toBeUndefined();
    const full = pickRandomNumbers({
      codes,
      startNumber: 0,
      selected: new Set([1, 2, 3, 4, 5]),
      quantity: 5,
      max: 5,
    });
    expect(full).toEqual({
      ok: false,
      error: 'Puedes seleccionar como máximo 5 números por compra',
    });
  });

  it('names the per-buyer cap as the grid does: por persona (issue 42)', () => {
    const codes = codesFor(0, 199);
    const capped = pickRandomNumbers({
      codes,
      startNumber: 0,
      selected: new Set(),
      quantity: 150,
      max: 100,
      per: 'buyer',
    });
    expect(capped.ok && capped.numbers.length).toBe(100);
    expect(capped.ok && capped.notice).toBe(
      'Puedes seleccionar como máximo 100 números por persona: se eligieron 100 al azar.',
    );
    expect(toggleNumber(new Set([1, 2]), 3, codes, 0, 2, 'buyer').error).toBe(
      'Puedes seleccionar como máximo 2 números por persona',
    );
    expect(pickerLimit(1000, 500, { percent: 10, min: 1 }).per).toBe('buyer');
    expect(pickerLimit(1000, 500, null).per).toBe('order');
  });

  it('spreads its picks over the whole range', () => {
    const codes = codesFor(0, 9);
    const seen = new Set<number>();
    const random = seeded(42);
    for (let i = 0; i < 200; i += 1) {
      const r = pickRandomNumbers({
        codes,
        startNumber: 0,
        selected: new Set(),
        quantity: 1,
        max: 500,
        random,
      });
      if (r.ok) seen.add(r.numbers[0]!);
    }
    expect(seen.size).toBe(10);
  });

  it('is quick on a 100,000-number raffle', () => {
    const codes = codesFor(
      0,
      99_999,
      Array.from({ length: 30_000 }, (_, i) => i * 3),
    );
    const started = performance.now();
    const result = pickRandomNumbers({
      codes,
      startNumber: 0,
      selected: new Set(),
      quantity: 100,
      max: 500,
    });
    expect(result.ok && result.numbers.every((n) => n % 3 !== 0 || n >= 90_000)).toBe(true);
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe("the buyer's limit", () => {
  it('is the per-buyer cap of the settings when the caps apply, never above the order limit', () => {
    const defaults = { percent: 5, min: 100 };
    // `per`: which limit stops the selection, named as the grid names it (issue 42).
    expect(pickerLimit(1_000, 500, defaults)).toEqual({ max: 100, perBuyer: 100, per: 'buyer' });
    expect(pickerLimit(10_000, 500, defaults)).toEqual({ max: 500, perBuyer: 500, per: 'buyer' });
    expect(pickerLimit(100_000, 500, defaults)).toEqual({
      max: 500,
      perBuyer: 5_000,
      per: 'order',
    });
    expect(pickerLimit(1_000, 500, null)).toEqual({ max: 500, perBuyer: null, per: 'order' });
  });

  it('offers no random-pick preset above it', () => {
    expect(randomPickPresets(500)).toEqual([5, 10, 20, 50, 100]);
    expect(randomPickPresets(40)).toEqual([5, 10, 20]);
    expect(randomPickPresets(3)).toEqual([3]);
  });
});

describe('keepAvailable (Solo disponibles)', () => {
  // 10..19: 12 sold, 13 reserved (held by this buyer, selected), 15 reserved by another.
  const codes = new Uint8Array(10).fill(STATUS_AVAILABLE);
  codes[2] = STATUS_SOLD;
  codes[3] = STATUS_RESERVED;
  codes[5] = STATUS_RESERVED;

  it("keeps the free numbers and the buyer's own selection, in order", () => {
    expect(Array.from(keepAvailable(null, codes, 10, new Set([13])))).toEqual([
      10, 11, 13, 14, 16, 17, 18, 19,
    ]);
  });

  it("narrows the search's matches the same way", () => {
    const matches = Int32Array.from([11, 12, 15, 19]);
    expect(Array.from(keepAvailable(matches, codes, 10, new Set()))).toEqual([11, 19]);
  });
});

describe('jumping by range on a big board (issue 42)', () => {
  it('splits a board into ranges of 100; a small board needs none', () => {
    expect(jumpRanges(0, 99)).toEqual([]);
    expect(jumpRanges(0, 999)).toHaveLength(10);
    expect(jumpRanges(0, 999)[5]).toEqual({ from: 500, to: 599 });
    expect(jumpRanges(1, 250).at(-1)).toEqual({ from: 201, to: 250 });
  });

  it('opens the page that shows the range, among the matches when filtered', () => {
    expect(pageOfNumber(500, null, 0, 20)).toBe(26);
    expect(pageOfNumber(500, null, 0, 50)).toBe(11);
    const matches = Int32Array.from([3, 120, 480, 510, 520, 900]);
    expect(pageOfNumber(500, matches, 0, 2)).toBe(2);
    expect(pageOfNumber(1000, matches, 0, 2)).toBe(4);
  });
});
