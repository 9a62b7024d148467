import { describe, expect, it } from 'vitest';
import { DEFAULT_WHATSAPP_VALIDATED_TEXT } from './shop-defaults';
import { fillReviewText, firstName } from './review-text';

describe("the buyer's WhatsApp text after a review", () => {
  it('fills every word of the default validated text', () => {
    expect(
      fillReviewText(DEFAULT_WHATSAPP_VALIDATED_TEXT, {
        nombre: firstName('  Ana María Pérez '),
        rifa: 'Moto 0 km',
        numeros: '07, 08',
        ticket: 'https://rifas.example/ticket/abc',
        motivo: '',
      }),
    ).toBe(
      'Hola Ana, tu pago de la rifa Moto 0 km fue validado. Tus números: 07, 08. Tu ticket: https://rifas.example/ticket/abc',
    );
  });

  it('keeps an unknown word as written, so a typo shows', () => {
    expect(
      fillReviewText('Hola {nombre}: {motvo}', {
        nombre: 'Ana',
        rifa: '',
        numeros: '',
        ticket: '',
        motivo: 'x',
      }),
    ).toBe('Hola Ana: {motvo}');
  });
});
