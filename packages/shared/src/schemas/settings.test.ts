import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { DEFAULT_TERMS, termsLines } from '../domain/shop-defaults';
import { SettingsInputSchema, SettingsUpdateSchema } from './settings';

const m = messages.settings;

const valid = {
  shop_name: 'Rifas',
  whatsapp_number: '',
  contact_greeting: '',
  contact_email: '',
  instagram_url: '',
  facebook_url: '',
  tiktok_url: '',
  terms: DEFAULT_TERMS,
  pending_digest_minutes: 10,
  abuse_address_percent: 8,
  abuse_address_min: 100,
  abuse_buyer_percent: 2.5,
  abuse_buyer_min: 20,
  reject_reasons: ['Pago no recibido'],
  brand_color: '#0f766e',
  hero_title: 'Tu número de la suerte te está esperando',
  hero_text: '',
  about_text: 'Permiso CONALOT 123',
  share_template: '{titulo} {enlace}',
  whatsapp_validated_text: 'Hola {nombre}, listo: {numeros}',
  whatsapp_rejected_text: 'Hola {nombre}: {motivo}',
  claim_text: 'Escríbenos por WhatsApp con tu ticket.',
};

const firstError = (input: unknown) =>
  SettingsUpdateSchema.safeParse(input).error?.issues[0]?.message;

describe('settings schema', () => {
  it('takes empty optional texts as "not set" and trims the rest', () => {
    expect(SettingsInputSchema.parse(valid)).toEqual(valid);
    expect(SettingsUpdateSchema.parse({ shop_name: '  Mi Tienda ' })).toEqual({
      shop_name: 'Mi Tienda',
    });
  });

  it("stores the shop's WhatsApp as wa.me wants it, however it is typed", () => {
    for (const typed of ['0414-123.45.67', '414 1234567', '+58 414 1234567', '584141234567']) {
      expect(SettingsUpdateSchema.parse({ whatsapp_number: typed }).whatsapp_number).toBe(
        '584141234567',
      );
    }
  });

  it.each([
    [{ whatsapp_number: '12-34' }, m.whatsappInvalid],
    [{ whatsapp_number: '1234567' }, m.whatsappInvalid],
    [{ facebook_url: 'ftp://facebook.com/x' }, m.urlInvalid],
    [{ instagram_url: 'https://localhost/x' }, m.urlInvalid],
    [{ contact_email: 'ana@' }, m.emailInvalid],
    [{ terms: '   ' }, m.termsRequired],
    [{ pending_digest_minutes: 1441 }, m.digestInvalid],
    [{ abuse_address_percent: Number.NaN }, m.percentInvalid],
    [{ abuse_buyer_min: 1.5 }, m.minimumInvalid],
  ])('refuses %j in Spanish', (input, text) => {
    expect(firstError(input)).toBe(text);
  });

  it('lists the terms one per non-empty line; the defaults keep the 24-hour contact', () => {
    expect(termsLines(' Uno \r\n\r\nDos\n')).toEqual(['Uno', 'Dos']);
    expect(termsLines(DEFAULT_TERMS)).toHaveLength(5);
    expect(DEFAULT_TERMS).toMatch(/contactado dentro de las 24 horas/);
  });
});
