import { describe, expect, it } from 'vitest';
import { messages } from '@rifas/shared';
import { statusCodesFor } from '@/test/fixtures';
import { pickerLimit } from './picker';
import {
  parseQuantity,
  pickRandomNumbers,
  takenFromSelection,
  toggleNumber,
} from './picker-selection';

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

describe('toggleNumber', () => {
  const codes = statusCodesFor(0, 9, [3], [4]);

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
    const codes = statusCodesFor(0, 9, [3], [4, 5]);
    expect(takenFromSelection(new Set([5, 1, 3, 4]), codes, 0, new Set([4]))).toEqual([3, 5]);
    expect(takenFromSelection(new Set([1, 2]), codes, 0)).toEqual([]);
  });
});

describe('random pick', () => {
  it('refuses a custom quantity that is not a positive whole number', () => {
    for (const bad of ['', 'abc', '0', '-3', '2.5', '1e400']) {
      expect(parseQuantity(bad)).toBeNull();
      const result = pickRandomNumbers({
        codes: statusCodesFor(0, 9),
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
    const codes = statusCodesFor(0, 99, [0, 1, 2], [3, 4]);
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
    const codes = statusCodesFor(100, 104, [100, 101]);
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
    const codes = statusCodesFor(0, 99);
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
    const codes = statusCodesFor(0, 199);
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
    const codes = statusCodesFor(0, 9);
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
    const codes = statusCodesFor(
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
