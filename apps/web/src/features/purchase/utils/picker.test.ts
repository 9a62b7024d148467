import { describe, expect, it } from 'vitest';
import { decodeNumberBitmap, encodeNumberBitmap, formatNumber } from '@rifas/shared';
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
  pickerLimit,
  randomPickPresets,
  searchNumbers,
  STATUS_AVAILABLE,
  STATUS_RESERVED,
  STATUS_SOLD,
} from './picker';
import { statusCodesFor } from '@/test/fixtures';

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
    const codes = statusCodesFor(0, 99_999, sold);
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
