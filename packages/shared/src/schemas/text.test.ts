import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages';
import { RegisterInputSchema } from './auth';
import { IdParamsSchema } from './common';
import { PaymentMethodInputSchema } from './payment-methods';
import { BuyerDataSchema, paymentFormErrors, PurchasePaymentSchema } from './purchase';
import { RaffleInputSchema } from './raffles-admin';
import { MAX_DB_ID, text } from './text';

const invalid = messages.common.invalidCharacters;
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('text()', () => {
  it('refuses every C0/C1 control character and lone surrogate, keeps the rest', () => {
    const control = fc.oneof(
      fc.integer({ min: 0, max: 0x1f }),
      fc.integer({ min: 0x7f, max: 0x9f }),
      fc.integer({ min: 0xd800, max: 0xdfff }),
    );
    fc.assert(
      fc.property(fc.string(), control, fc.string(), (before, code, after) => {
        const result = text().safeParse(before + String.fromCharCode(code) + after);
        expect(result.success).toBe(false);
        expect(firstMessage(result)).toBe(invalid);
      }),
    );
    expect(text().parse('Ñandú: ñ, é, 😀, 中文')).toBe('Ñandú: ñ, é, 😀, 中文');
  });

  it('keeps tab and line breaks only where multi-line text is allowed', () => {
    expect(text({ multiline: true }).parse('uno\r\ndos\tTres')).toBe('uno\r\ndos\tTres');
    expect(firstMessage(text().safeParse('uno\ndos'))).toBe(invalid);
    expect(firstMessage(text({ multiline: true }).safeParse('uno\u0000dos'))).toBe(invalid);
  });
});

describe('the schemas that store text refuse NUL with the Spanish message', () => {
  const buyer = {
    customer_name: 'Ana Pérez',
    customer_email: 'ana@example.com',
    customer_phone: '04141234567',
    customer_id: 'V-12345678',
  };
  it.each(Object.keys(buyer))('purchase %s', (field) => {
    const result = BuyerDataSchema.safeParse({ ...buyer, [field]: 'Ana\u0000 Secreta' });
    expect(firstMessage(result)).toBe(invalid);
  });

  it('registration full_name and phone', () => {
    const base = { full_name: 'Ana', email: 'ana@example.com', password: 'clave-segura-1' };
    expect(firstMessage(RegisterInputSchema.safeParse({ ...base, full_name: 'A\u0000' }))).toBe(
      invalid,
    );
    expect(firstMessage(RegisterInputSchema.safeParse({ ...base, phone: '0414\u0007' }))).toBe(
      invalid,
    );
  });

  it('raffle texts (description may span lines)', () => {
    const raffle = {
      title: 'Moto',
      product_to_win: 'Una moto',
      price_per_number: 1,
      start_number: 0,
      end_number: 99,
      draw_date: '2030-01-01T12:00:00Z',
    };
    expect(RaffleInputSchema.safeParse({ ...raffle, description: 'a\r\nb' }).success).toBe(true);
    expect(firstMessage(RaffleInputSchema.safeParse({ ...raffle, title: 'Mo\u0000to' }))).toBe(
      invalid,
    );
    expect(
      firstMessage(RaffleInputSchema.safeParse({ ...raffle, description: '\u001b[31m' })),
    ).toBe(invalid);
  });

  it('payment methods: names, custom fields and account data', () => {
    const method = { name: 'Pago móvil' };
    const bad = [
      { name: 'Pago\u0000' },
      { ...method, custom_fields: [{ name: 'banco', label: 'Ba\u0000nco' }] },
      { ...method, account_info: { bank_name: 'X\u0000' } },
    ];
    for (const input of bad) {
      expect(firstMessage(PaymentMethodInputSchema.safeParse(input))).toBe(invalid);
    }
  });

  it('custom field values of a purchase, nested or top-level', () => {
    const method = {
      requires_reference: false,
      requires_date: false,
      requires_capture: false,
      custom_fields: [{ name: 'banco', label: 'Banco' }],
    };
    const errors = paymentFormErrors(method, {
      has_capture: false,
      custom_values: { banco: 'Banesco\u0000' },
    });
    expect(errors).toEqual([{ field: 'banco', message: invalid }]);
    const payment = PurchasePaymentSchema.safeParse({
      ...buyer,
      payment_method_id: 1,
      reference_number: '12\u000034',
    });
    expect(firstMessage(payment)).toBe(invalid);
  });
});

describe('ids', () => {
  it('accepts 1…2147483647 and refuses anything PostgreSQL integer cannot hold', () => {
    expect(IdParamsSchema.parse({ id: String(MAX_DB_ID) }).id).toBe(MAX_DB_ID);
    for (const id of ['2147483648', '0', '-1', '1.5', '1e400', 'abc', '']) {
      expect(IdParamsSchema.safeParse({ id }).success).toBe(false);
    }
    const payment = PurchasePaymentSchema.safeParse({
      customer_name: 'Ana',
      customer_email: 'ana@example.com',
      customer_phone: '1',
      customer_id: '1',
      payment_method_id: 2_147_483_648,
    });
    expect(firstMessage(payment)).toBe(messages.purchase.methodRequired);
  });
});
