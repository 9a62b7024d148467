import { describe, expect, it } from 'vitest';
import { amountForBankApp, digitsForBankApp } from './format';

describe('amounts and account data as bank apps take them', () => {
  it('writes bolívares with a decimal comma and no thousands separator, other currencies with a point', () => {
    expect(amountForBankApp(219, 'VES')).toBe('219,00');
    expect(amountForBankApp(1234.5, 'ves')).toBe('1234,50');
    expect(amountForBankApp(0.1 + 0.2, 'VES')).toBe('0,30');
    expect(amountForBankApp(6, 'USD')).toBe('6.00');
    expect(amountForBankApp(20000, 'COP')).toBe('20000.00');
  });

  it('copies a phone, an account number or a cédula/RIF as digits only', () => {
    expect(digitsForBankApp('0414-123.45.67')).toBe('04141234567');
    expect(digitsForBankApp('J-12345678-9')).toBe('123456789');
    expect(digitsForBankApp('0102 0000 00 0000000000')).toBe('01020000000000000000');
  });
});
