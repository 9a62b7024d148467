import { describe, expect, it } from 'vitest';
import { convertedPrices, currencyMark, formatCurrencyAmount, formatRate } from './currency-format';

const bs = { simbolo: 'Bs', codigo: 'VES' };
const euro = { simbolo: '€', codigo: 'EUR' };
const pesos = { simbolo: '$', codigo: 'COP' };

const rates = [
  { codigo: 'VES', nombre: 'Bolívar', simbolo: 'Bs', precio: 36.5 },
  { codigo: 'COP', nombre: 'Peso colombiano', simbolo: '$', precio: 4123.456 },
  { codigo: 'ARS', nombre: 'Peso argentino', simbolo: '$', precio: 'N/A' as const },
];

describe('currencyMark', () => {
  it('keeps an unambiguous symbol', () => {
    expect(currencyMark(bs)).toBe('Bs');
    expect(currencyMark(euro)).toBe('€');
    expect(currencyMark({ simbolo: 'S/', codigo: 'PEN' })).toBe('S/');
  });

  it('writes the code when the symbol could be read as dollars, or is missing', () => {
    expect(currencyMark(pesos)).toBe('COP');
    expect(currencyMark({ simbolo: 'US$', codigo: 'usd' })).toBe('USD');
    expect(currencyMark({ simbolo: 'MX$', codigo: 'MXN' })).toBe('MXN');
    expect(currencyMark({ simbolo: ' ', codigo: 'PEN' })).toBe('PEN');
    expect(currencyMark({ simbolo: '¤', codigo: 'XAU' })).toBe('XAU');
  });
});

describe('formatCurrencyAmount', () => {
  it('writes amounts es-VE style after the mark', () => {
    expect(formatCurrencyAmount(182.5, bs)).toBe('Bs 182,50');
    expect(formatCurrencyAmount(20000, pesos)).toBe('COP 20.000,00');
    expect(formatCurrencyAmount(1234567.5, { simbolo: 'COP', codigo: 'COP' })).toBe(
      'COP 1.234.567,50',
    );
    expect(formatCurrencyAmount(3, euro)).toBe('€ 3,00');
    expect(formatCurrencyAmount(0.004, bs)).toBe('Bs 0,00');
  });

  it("writes 'N/A' for a missing amount", () => {
    expect(formatCurrencyAmount('N/A', bs)).toBe('N/A');
    expect(formatCurrencyAmount(null, bs)).toBe('N/A');
    expect(formatCurrencyAmount(Number.NaN, bs)).toBe('N/A');
  });
});

describe('formatRate', () => {
  it('writes a rate like an amount, keeping 4 significant digits below 1', () => {
    expect(formatRate(36.5, bs)).toBe('Bs 36,50');
    expect(formatRate(4000, pesos)).toBe('COP 4.000,00');
    expect(formatRate(0.9234567, euro)).toBe('€ 0,9235');
    expect(formatRate(0.5, euro)).toBe('€ 0,50');
    expect(formatRate('N/A', bs)).toBe('N/A');
    expect(formatRate(0, bs)).toBe('N/A');
  });
});

describe('convertedPrices', () => {
  it('converts a USD price into every currency with the shared rule, in the given order', () => {
    expect(convertedPrices(5.5, rates)).toEqual([
      { codigo: 'VES', nombre: 'Bolívar', simbolo: 'Bs', amount: 200.75, formatted: 'Bs 200,75' },
      {
        codigo: 'COP',
        nombre: 'Peso colombiano',
        simbolo: '$',
        amount: 22679.01,
        formatted: 'COP 22.679,01',
      },
      { codigo: 'ARS', nombre: 'Peso argentino', simbolo: '$', amount: 'N/A', formatted: 'N/A' },
    ]);
    const reversed = convertedPrices(5.5, [...rates].reverse()).map((p) => p.codigo);
    expect(reversed).toEqual(['ARS', 'COP', 'VES']);
  });

  it("gives 'N/A' everywhere for an unusable price, and nothing without rates", () => {
    expect(convertedPrices(0, rates).map((p) => p.formatted)).toEqual(['N/A', 'N/A', 'N/A']);
    expect(convertedPrices('abc', rates).map((p) => p.amount)).toEqual(['N/A', 'N/A', 'N/A']);
    expect(convertedPrices(10, [])).toEqual([]);
    expect(convertedPrices(10, undefined)).toEqual([]);
  });
});
