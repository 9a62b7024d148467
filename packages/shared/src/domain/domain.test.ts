import { describe, expect, it } from 'vitest';
import { deriveRaffleState, publicStatusLabel } from './raffle-status';
import { formatNumber, paddingWidth } from './padding';
import {
  buildCurrencyPrices,
  convertUsd,
  convertUsdForDisplay,
  parseRate,
  currencyPricesLines,
} from './conversion';

const now = new Date('2026-06-01T12:00:00Z');
const base = {
  status: 'active' as const,
  draw_date: '2026-07-01T00:00:00Z',
  is_minimal_required: false,
  minimal_number: 0,
  sold_numbers: 0,
  numero_ganador: null,
};

describe('deriveRaffleState', () => {
  it('sells while active and before the draw', () => {
    expect(deriveRaffleState(base, now)).toEqual({
      extended: false,
      ended: false,
      sales_closed: false,
      can_sell: true,
    });
  });
  it('ends when the draw date passes', () => {
    const s = deriveRaffleState({ ...base, draw_date: '2026-05-01T00:00:00Z' }, now);
    expect(s).toEqual({ extended: false, ended: true, sales_closed: false, can_sell: false });
  });
  it('extends a raffle below its minimum past the draw, until a winner exists', () => {
    const r = {
      ...base,
      draw_date: '2026-05-01T00:00:00Z',
      is_minimal_required: true,
      minimal_number: 10,
      sold_numbers: 3,
    };
    expect(deriveRaffleState(r, now)).toMatchObject({
      extended: true,
      ended: false,
      can_sell: true,
    });
    expect(deriveRaffleState({ ...r, sold_numbers: 10 }, now).ended).toBe(true);
    expect(deriveRaffleState({ ...r, numero_ganador: 7 }, now).ended).toBe(true);
  });
  it('a minimum of 0 means the draw happens regardless', () => {
    const r = {
      ...base,
      draw_date: '2026-05-01T00:00:00Z',
      is_minimal_required: true,
      minimal_number: 0,
    };
    expect(deriveRaffleState(r, now).ended).toBe(true);
  });
  it('closes sales at the close time when the raffle closes by the clock (ADR 088)', () => {
    // Drawn on 1 July at midnight: the default close is 30 minutes before.
    const at = (iso: string) => deriveRaffleState({ ...base, auto_close: 'time' }, new Date(iso));
    expect(at('2026-06-30T23:29:59Z')).toMatchObject({ sales_closed: false, can_sell: true });
    expect(at('2026-06-30T23:30:00Z')).toMatchObject({ sales_closed: true, can_sell: false });
    expect(at('2026-06-30T23:30:00Z').ended).toBe(false);
    const own = { ...base, auto_close: 'both' as const, sales_close_at: '2026-06-30T20:00:00Z' };
    expect(deriveRaffleState(own, new Date('2026-06-30T20:00:00Z')).sales_closed).toBe(true);
    // Closing by hand or when sold out: the clock never closes it.
    for (const mode of ['off', 'sold_out'] as const) {
      const r = deriveRaffleState({ ...own, auto_close: mode }, new Date('2026-06-30T23:59:00Z'));
      expect(r.can_sell).toBe(true);
    }
    // Past the draw it is ended, or extended and selling on.
    const extended = { ...own, is_minimal_required: true, minimal_number: 10 };
    expect(deriveRaffleState(extended, now)).toMatchObject({ sales_closed: false, can_sell: true });
  });
  it('completed is always ended; pending never sells', () => {
    expect(deriveRaffleState({ ...base, status: 'completed' }, now).ended).toBe(true);
    expect(deriveRaffleState({ ...base, status: 'pending' }, now).can_sell).toBe(false);
  });
  it('labels the public badge', () => {
    expect(publicStatusLabel({ status: 'active', ended: true })).toBe('Finalizada');
    expect(publicStatusLabel({ status: 'active', ended: false })).toBe('Activa');
    expect(publicStatusLabel({ status: 'pending', ended: false })).toBe('Pendiente');
  });
});

describe('padding', () => {
  it('pads to 2, 3 or 4 digits by range size', () => {
    expect(formatNumber(5, 0, 99)).toBe('05');
    expect(formatNumber(5, 1, 100)).toBe('05'); // the spec counts the range size, not the digits
    expect(paddingWidth(0, 99)).toBe(2);
    expect(formatNumber(5, 0, 999)).toBe('005');
    expect(formatNumber(5, 0, 9999)).toBe('0005');
    expect(formatNumber(5, 1, 10000)).toBe('0005');
    expect(formatNumber(5, 0, 99999)).toBe('00005');
  });
});

describe('conversion', () => {
  it('converts and rounds to cents', () => {
    expect(convertUsd(2.5, 36.5)).toBe(91.25);
    expect(convertUsd('2', '40.10')).toBe(80.2);
  });
  it.each([null, undefined, '', 'abc', '1,5', 0, -3, '-2', Number.NaN])(
    'gives 0 / N/A for unusable input %s',
    (bad) => {
      expect(convertUsd(bad as never, 36)).toBe(0);
      expect(convertUsd(5, bad as never)).toBe(0);
      expect(convertUsdForDisplay(5, bad as never)).toBe('N/A');
      expect(parseRate(bad as never)).toBeNull();
    },
  );
  it('builds precio_moneda for usable rates only', () => {
    const map = buildCurrencyPrices(
      [
        { codigo: 'VES', simbolo: 'Bs', precio: 36.5 },
        { codigo: 'COP', simbolo: '$', precio: null },
      ],
      5.5,
      3,
    );
    expect(map).toEqual({
      VES: { rate: 36.5, unit: 200.75, total: 602.25, simbolo: 'Bs', orden: 0 },
    });
  });
  it("lists precio_moneda in the shop's order, whatever order the keys come back in", () => {
    const map = buildCurrencyPrices(
      [
        { codigo: 'VES', simbolo: 'Bs', precio: 36.5 },
        { codigo: 'COP', simbolo: 'COP', precio: 4000 },
      ],
      1,
      2,
    );
    // What a jsonb column gives back: keys sorted its own way.
    const fromDatabase = JSON.parse(JSON.stringify({ COP: map.COP, VES: map.VES })) as typeof map;
    expect(currencyPricesLines(fromDatabase).map((line) => line.codigo)).toEqual(['VES', 'COP']);
    // Amounts stored before the order was kept: alphabetical, as they always were.
    const old = {
      VES: { rate: 1, unit: 1, total: 1, simbolo: 'Bs' },
      COP: { rate: 1, unit: 1, total: 1, simbolo: 'COP' },
    };
    expect(currencyPricesLines(old).map((line) => line.codigo)).toEqual(['COP', 'VES']);
  });
});
