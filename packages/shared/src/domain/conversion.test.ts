import { describe, expect, it } from 'vitest';
import { buildCurrencyPrices, convertUsd, convertUsdForDisplay, parseRate } from './conversion';

// docs/domain.md: conversion returns zero (calculation) or N/A (display) for missing,
// non-numeric or non-positive inputs. More cases live in domain.test.ts.
describe('parseRate', () => {
  it('accepts positive numbers and numeric strings with a dot', () => {
    expect(parseRate(36.5)).toBe(36.5);
    expect(parseRate('36.50')).toBe(36.5);
    expect(parseRate(' 4000 ')).toBe(4000);
    expect(parseRate('0.0001')).toBe(0.0001);
  });

  it.each([
    Infinity,
    -Infinity,
    '0',
    '0.00',
    '1e3',
    '+5',
    '.5',
    '5.',
    '36,5',
    '1.234.567',
    ' ',
    'N/A',
  ])('refuses %s', (bad) => {
    expect(parseRate(bad)).toBeNull();
    expect(convertUsd(10, bad)).toBe(0);
    expect(convertUsdForDisplay(10, bad)).toBe('N/A');
  });

  it.each([[['5']], [{ price: 5 }], [true], [{}]])(
    'refuses JSON values that are not numbers or strings: %j',
    (bad) => {
      // Values from an outside source's JSON may be anything at run time.
      expect(parseRate(bad as never)).toBeNull();
    },
  );
});

describe('convertUsd / convertUsdForDisplay', () => {
  it('rounds half-cents the usual way', () => {
    expect(convertUsd(1, 36.555)).toBe(36.56);
    expect(convertUsd(3, '0.1')).toBe(0.3); // no 0.30000000000000004
    expect(convertUsd(1_000, 4_000)).toBe(4_000_000);
  });

  it('shows a tiny but real conversion as a number, not N/A', () => {
    expect(convertUsdForDisplay(1, 0.001)).toBe(0);
    expect(convertUsdForDisplay(1, 0.25)).toBe(0.25);
  });

  it('gives N/A for a missing or bad amount as well as a bad rate', () => {
    expect(convertUsdForDisplay(undefined, 36)).toBe('N/A');
    expect(convertUsdForDisplay(0, 36)).toBe('N/A');
    expect(convertUsdForDisplay(-1, 36)).toBe('N/A');
    expect(convertUsdForDisplay('abc', 36)).toBe('N/A');
  });
});

describe('buildPrecioMoneda', () => {
  it('gives an empty map when there are no currencies or no usable rates', () => {
    expect(buildCurrencyPrices([], 5, 2)).toEqual({});
    expect(buildCurrencyPrices([{ codigo: 'VES', simbolo: 'Bs', precio: 'N/A' }], 5, 2)).toEqual(
      {},
    );
  });

  it('accepts rates stored as numeric strings', () => {
    expect(
      buildCurrencyPrices([{ codigo: 'COP', simbolo: '$', precio: '4000.5' }], 2.5, 4),
    ).toEqual({
      COP: { rate: 4000.5, unit: 10001.25, total: 40005, simbolo: '$', orden: 0 },
    });
  });
});
