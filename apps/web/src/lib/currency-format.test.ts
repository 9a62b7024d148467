import { describe, expect, it } from 'vitest';
import { convertedPrices, formatCurrencyAmount, formatRate } from './currency-format';

const rates = [
  { codigo: 'VES', nombre: 'Bolívar', simbolo: 'Bs', precio: 36.5 },
  { codigo: 'COP', nombre: 'Peso colombiano', simbolo: 'COP', precio: 4123.456 },
  { codigo: 'ARS', nombre: 'Peso argentino', simbolo: '$', precio: 'N/A' as const },
];

describe('formatCurrencyAmount', () => {
  it('writes amounts es-VE style with the symbol in front', () => {
    expect(formatCurrencyAmount(200.75, 'Bs')).toBe('Bs 200,75');
    expect(formatCurrencyAmount(1234567.5, 'COP')).toBe('COP 1.234.567,50');
    expect(formatCurrencyAmount(3, '€')).toBe('€ 3,00');
    expect(formatCurrencyAmount(0.004, 'Bs')).toBe('Bs 0,00');
  });

  it("writes 'N/A' for a missing amount", () => {
    expect(formatCurrencyAmount('N/A', 'Bs')).toBe('N/A');
    expect(formatCurrencyAmount(null, 'Bs')).toBe('N/A');
    expect(formatCurrencyAmount(Number.NaN, 'Bs')).toBe('N/A');
  });
});

describe('formatRate', () => {
  it('writes a rate like an amount, keeping 4 significant digits below 1', () => {
    expect(formatRate(36.5, 'Bs')).toBe('Bs 36,50');
    expect(formatRate(0.9234567, '€')).toBe('€ 0,9235');
    expect(formatRate(0.5, '€')).toBe('€ 0,50');
    expect(formatRate('N/A', 'Bs')).toBe('N/A');
    expect(formatRate(0, 'Bs')).toBe('N/A');
  });
});

describe('convertedPrices', () => {
  it('converts a USD price into every currency with the shared rule', () => {
    expect(convertedPrices(5.5, rates)).toEqual([
      { codigo: 'VES', nombre: 'Bolívar', simbolo: 'Bs', amount: 200.75, formatted: 'Bs 200,75' },
      {
        codigo: 'COP',
        nombre: 'Peso colombiano',
        simbolo: 'COP',
        amount: 22679.01,
        formatted: 'COP 22.679,01',
      },
      { codigo: 'ARS', nombre: 'Peso argentino', simbolo: '$', amount: 'N/A', formatted: 'N/A' },
    ]);
  });

  it("gives 'N/A' everywhere for an unusable price, and nothing without rates", () => {
    expect(convertedPrices(0, rates).map((p) => p.formatted)).toEqual(['N/A', 'N/A', 'N/A']);
    expect(convertedPrices('abc', rates).map((p) => p.amount)).toEqual(['N/A', 'N/A', 'N/A']);
    expect(convertedPrices(10, [])).toEqual([]);
    expect(convertedPrices(10, undefined)).toEqual([]);
  });
});
