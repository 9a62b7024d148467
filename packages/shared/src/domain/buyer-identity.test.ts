import { describe, expect, it } from 'vitest';
import {
  buyerKeysOf,
  documentVariants,
  isEmailContact,
  normalizeDocument,
  normalizeEmail,
  normalizePhone,
  shortBuyerName,
} from './buyer-identity';

describe('buyer identity', () => {
  it('normalises a cédula: no dots, dashes, spaces or case', () => {
    for (const v of ['V-12.345.678', 'v12345678', ' V 12 345 678 ', 'v.12-345_678']) {
      expect(normalizeDocument(v)).toBe('v12345678');
    }
  });

  it('normalises an e-mail: case and surrounding spaces', () => {
    expect(normalizeEmail('  Ana.Perez@Correo.TEST ')).toBe('ana.perez@correo.test');
  });

  it('normalises a phone to its national digits, with or without 58', () => {
    for (const v of [
      '0412-123.45.67',
      '+58 412 1234567',
      '58 0412 1234567',
      '4121234567',
      '(0412) 123 4567',
    ]) {
      expect(normalizePhone(v)).toBe('4121234567');
    }
    // A national number that merely starts with 58 keeps it.
    expect(normalizePhone('5812345')).toBe('5812345');
  });

  it('tells an e-mail contact from a phone', () => {
    expect(isEmailContact('a@b.co')).toBe(true);
    expect(isEmailContact('04121234567')).toBe(false);
  });

  it('shows a buyer as first name and last initial', () => {
    expect(shortBuyerName('María José González')).toBe('María G.');
    expect(shortBuyerName('  luis  ')).toBe('luis');
    expect(shortBuyerName('ana ñañez')).toBe('ana Ñ.');
    expect(shortBuyerName('')).toBe('');
  });

  it('gives one buyer typed two ways the same keys, in the stored form', () => {
    const keys = buyerKeysOf({
      customer_id: 'v-12.345.678',
      customer_email: ' Ana.Perez+rifa@Example.com ',
      customer_phone: '+58 412-123.45.67',
    });
    expect(keys).toEqual(['doc:V12345678', 'email:ana.perez@example.com', 'phone:4121234567']);
    expect(
      buyerKeysOf({
        customer_id: 'V12345678',
        customer_email: 'ana.perez@example.com',
        customer_phone: '04121234567',
      }),
    ).toEqual(keys);
  });

  it('leaves out a key whose value normalises to nothing', () => {
    expect(
      buyerKeysOf({ customer_id: 'V1', customer_email: 'a@b.c', customer_phone: 'sin número' }),
    ).toEqual(['doc:V1', 'email:a@b.c']);
  });
});

describe('documentVariants', () => {
  it('gives the same forms for a cédula with or without its letter', () => {
    const forms = ['18456789', 'v18456789', 'e18456789', 'j18456789', 'g18456789', 'p18456789'];
    for (const typed of ['V-18456789', '18456789', '18.456.789', 'e 18456789', 'J-18.456.789']) {
      expect(documentVariants(typed)).toEqual(forms);
    }
  });

  it('keeps any other document as normalised', () => {
    expect(documentVariants('AB-123456')).toEqual(['ab123456']);
  });
});
