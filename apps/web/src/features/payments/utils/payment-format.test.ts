import { describe, expect, it } from 'vitest';
import { messages } from '@rifas/shared';
import { formatDate } from '@/lib/format';
import {
  formatPaymentAmount,
  formatPaymentDate,
  formatPaymentNumbers,
  readCurrencyPrices,
} from './payment-format';

describe('payment formatting', () => {
  it("writes amounts as US dollars, and 'Error al formatear datos' when they cannot be read", () => {
    expect(formatPaymentAmount(1234.5)).toBe('$1,234.50');
    expect(formatPaymentAmount('15')).toBe('$15.00');
    for (const bad of ['abc', '', null, undefined, Number.NaN, {}]) {
      expect(formatPaymentAmount(bad)).toBe(messages.payments.formatFailed);
    }
  });

  it('reads precio_moneda as an object or a JSON string; null when unreadable', () => {
    const value = { VES: { rate: 36.5, unit: 182.5, total: 365, simbolo: 'Bs' } };
    const expected = [{ codigo: 'VES', rate: 36.5, unit: 182.5, total: 365, simbolo: 'Bs' }];
    expect(readCurrencyPrices(value)).toEqual(expected);
    expect(readCurrencyPrices(JSON.stringify(value))).toEqual(expected);
    expect(readCurrencyPrices({})).toEqual([]);
    expect(readCurrencyPrices(null)).toEqual([]);
    expect(readCurrencyPrices('{roto')).toBeNull();
    expect(readCurrencyPrices({ VES: { rate: 'x' } })).toBeNull();
  });

  it('pads numbers to the raffle range and shows a calendar day as that day', () => {
    expect(formatPaymentNumbers([8, 7], { start_number: 0, end_number: 99 })).toBe('07, 08');
    expect(formatPaymentNumbers([8, 7])).toBe('7, 8');
    expect(formatPaymentDate('2026-03-14', formatDate)).toBe('14 de marzo de 2026');
    expect(formatPaymentDate('ayer', formatDate)).toBe('ayer');
    expect(formatPaymentDate(null, formatDate)).toBe('—');
  });
});
