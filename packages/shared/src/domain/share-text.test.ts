import { describe, expect, it } from 'vitest';
import { fillShareText, raffleShareLink } from './share-text';
import { DEFAULT_SHARE_TEMPLATE } from './shop-defaults';

describe('share text', () => {
  const values = {
    titulo: 'Moto nueva',
    premio: 'Una moto',
    precio: '$5.00 (Bs 182,50)',
    fecha: '15 de marzo de 2026',
    enlace: 'https://rifas.example/raffle/7',
  };

  it('fills every word of the default template', () => {
    const filled = fillShareText(DEFAULT_SHARE_TEMPLATE, values);
    for (const value of Object.values(values)) expect(filled).toContain(value);
    expect(filled).not.toMatch(/\{\w+\}/);
  });

  it('keeps an unknown word as written', () => {
    expect(fillShareText('{titulo} {premioo}', values)).toBe('Moto nueva {premioo}');
  });

  it('builds the short link on the public address', () => {
    expect(raffleShareLink('https://rifas.example/', 7)).toBe('https://rifas.example/raffle/7');
  });
});
