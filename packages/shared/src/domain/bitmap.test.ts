import { describe, expect, it } from 'vitest';
import { bitmapToLists, decodeNumberBitmap, encodeNumberBitmap } from './bitmap';

describe('number bitmap', () => {
  it('packs 2 bits per number, the first number in the highest bits', () => {
    const bitmap = encodeNumberBitmap({
      start_number: 0,
      end_number: 4,
      sold: [0, 4],
      reserved: [1],
    });
    // 0 sold (10), 1 reserved (01), 2 and 3 available (00) | 4 sold (10), padding
    expect([...Buffer.from(bitmap, 'base64')]).toEqual([0b10010000, 0b10000000]);
  });

  it('round-trips any range, ignoring numbers outside it', () => {
    const lists = {
      start_number: 100,
      end_number: 1099,
      sold: [100, 555, 1099],
      reserved: [101, 777],
    };
    const bitmap = encodeNumberBitmap({ ...lists, sold: [...lists.sold, 99, 1100] });
    expect(bitmapToLists(bitmap, 100, 1099)).toEqual({
      sold: lists.sold,
      reserved: lists.reserved,
    });
    const statuses = decodeNumberBitmap(bitmap, 100, 1099);
    expect(statuses).toHaveLength(1000);
    expect(statuses[0]).toBe('sold');
    expect(statuses[1]).toBe('reserved');
    expect(statuses[2]).toBe('available');
  });

  it('lets sold win when a number is given both ways', () => {
    const bitmap = encodeNumberBitmap({ start_number: 0, end_number: 3, sold: [2], reserved: [2] });
    expect(decodeNumberBitmap(bitmap, 0, 3)).toEqual([
      'available',
      'available',
      'sold',
      'available',
    ]);
  });

  it('costs a quarter byte per number: 100,000 numbers in 25 KB', () => {
    const sold = Array.from({ length: 50_000 }, (_, i) => i * 2);
    const bitmap = encodeNumberBitmap({ start_number: 0, end_number: 99_999, sold, reserved: [] });
    expect(Buffer.from(bitmap, 'base64').length).toBe(25_000);
    expect(bitmapToLists(bitmap, 0, 99_999).sold).toHaveLength(50_000);
  });
});
