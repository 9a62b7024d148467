import { describe, expect, it } from 'vitest';
import { PaymentMethodInputSchema } from './payment-methods';

describe('PaymentMethodInputSchema', () => {
  it('requires a name', () => {
    const result = PaymentMethodInputSchema.safeParse({ name: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('El nombre es requerido');
    expect(PaymentMethodInputSchema.safeParse({}).error?.issues[0]?.message).toBe(
      'El nombre es requerido',
    );
  });

  it('fills defaults', () => {
    expect(PaymentMethodInputSchema.parse({ name: 'Zelle' })).toEqual({
      name: 'Zelle',
      description: '',
      instructions: '',
      is_active: true,
      requires_reference: false,
      requires_date: false,
      requires_capture: false,
      capture_mode: 'none',
      custom_fields: [],
      account_info: {},
      moneda_id: null,
      collected_by_seller: false,
    });
  });

  it('reads the receipt mode: capture_mode wins, else requires_capture says required or none', () => {
    const mode = (input: object) => {
      const { requires_capture, capture_mode } = PaymentMethodInputSchema.parse({
        name: 'Pago Móvil',
        ...input,
      });
      return { requires_capture, capture_mode };
    };
    expect(mode({ requires_capture: true })).toEqual({
      requires_capture: true,
      capture_mode: 'required',
    });
    expect(mode({ requires_capture: 'false' })).toEqual({
      requires_capture: false,
      capture_mode: 'none',
    });
    expect(mode({ requires_capture: true, capture_mode: 'optional' })).toEqual({
      requires_capture: false,
      capture_mode: 'optional',
    });
    expect(mode({ capture_mode: 'required' })).toEqual({
      requires_capture: true,
      capture_mode: 'required',
    });
  });

  it("reads the currency: an id ('3' or 3), or none ('', null, missing)", () => {
    const parse = (currency_id: unknown) =>
      PaymentMethodInputSchema.safeParse({ name: 'Pago Móvil', moneda_id: currency_id });
    expect(parse('3').data?.moneda_id).toBe(3);
    expect(parse(3).data?.moneda_id).toBe(3);
    for (const none of ['', null, undefined]) expect(parse(none).data?.moneda_id).toBeNull();
    for (const bad of ['abc', 0, -2, 1.5]) {
      expect(parse(bad).error?.issues[0]?.message).toBe('Elige una moneda de la lista');
    }
  });

  it('accepts account_info and custom_fields as objects or JSON strings', () => {
    const info = {
      bank_name: 'Banco de Venezuela',
      account_number: '0102',
      account_holder: 'Demo',
    };
    const fields = [
      { name: 'cedula_titular', label: 'Cédula del titular', type: 'text', required: true },
    ];
    const asObjects = PaymentMethodInputSchema.parse({
      name: 'A',
      account_info: info,
      custom_fields: fields,
    });
    const asStrings = PaymentMethodInputSchema.parse({
      name: 'A',
      account_info: JSON.stringify(info),
      custom_fields: JSON.stringify(fields),
    });
    expect(asStrings).toEqual(asObjects);
    expect(asObjects.custom_fields).toEqual([{ ...fields[0], placeholder: '' }]);
    expect(PaymentMethodInputSchema.parse({ name: 'A', account_info: '' }).account_info).toEqual(
      {},
    );
  });

  it('refuses broken JSON and repeated or unusable field names', () => {
    const bad = PaymentMethodInputSchema.safeParse({ name: 'A', account_info: '{nope' });
    expect(bad.error?.issues[0]?.message).toBe('Los datos del método de pago no son válidos');
    const twice = PaymentMethodInputSchema.safeParse({
      name: 'A',
      custom_fields: [
        { name: 'ref', label: 'Ref' },
        { name: 'ref', label: 'Ref 2' },
      ],
    });
    expect(twice.error?.issues[0]?.message).toBe(
      'Los nombres de los campos personalizados no pueden repetirse',
    );
    const spaced = PaymentMethodInputSchema.safeParse({
      name: 'A',
      custom_fields: [{ name: 'mi campo', label: 'X' }],
    });
    expect(spaced.error?.issues[0]?.message).toBe(
      'El nombre del campo solo puede tener letras, números y guiones bajos',
    );
  });
});
