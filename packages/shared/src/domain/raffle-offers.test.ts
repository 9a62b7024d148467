import { describe, expect, it } from 'vitest';
import { packLabel, packsLine, prizesLine } from './raffle-offers';

describe('a raffle offers in one line', () => {
  it('names the main prize, then each other prize by its ordinal', () => {
    expect(prizesLine(['Moto', 'Televisor', 'Celular'])).toBe(
      'Moto · 2do premio: Televisor · 3er premio: Celular',
    );
    expect(prizesLine(['Moto'])).toBe('Moto');
  });

  it('writes packs as operators do, or nothing without packs', () => {
    expect(packLabel({ quantity: 5, price: 20 })).toBe('5 por $20');
    expect(packLabel({ quantity: 3, price: 7.5 })).toBe('3 por $7.50');
    expect(
      packsLine([
        { quantity: 5, price: 20 },
        { quantity: 10, price: 35 },
      ]),
    ).toBe('Paquetes: 5 por $20 · 10 por $35');
    expect(packsLine([])).toBeNull();
    expect(packsLine(undefined)).toBeNull();
  });
});
