import { describe, expect, it } from 'vitest';
import { internationalPhone, whatsAppLink } from './phone';

describe('internationalPhone', () => {
  it.each([
    ['0414-123.45.67', '584141234567'],
    ['414 1234567', '584141234567'],
    ['+58 414 1234567', '584141234567'],
    ['584141234567', '584141234567'],
    ['0058 414 123 4567', '584141234567'],
    ['(0212) 555-1234', '582125551234'],
  ])('turns the Venezuelan %s into %s', (input, expected) => {
    expect(internationalPhone(input)).toBe(expected);
  });

  it('keeps another country code written with + or 00', () => {
    expect(internationalPhone('+57 300 123 4567')).toBe('573001234567');
    expect(internationalPhone('001 305 555 0100')).toBe('13055550100');
  });

  it('keeps the digits of a number it cannot place', () => {
    expect(internationalPhone('12345')).toBe('12345');
  });
});

describe('whatsAppLink', () => {
  it('links to the international number with the text encoded', () => {
    expect(whatsAppLink('0414-1234567', 'Hola, ganaste')).toBe(
      'https://wa.me/584141234567?text=Hola%2C%20ganaste',
    );
    expect(whatsAppLink('04141234567')).toBe('https://wa.me/584141234567');
  });
});
