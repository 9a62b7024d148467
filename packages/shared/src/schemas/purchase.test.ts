import { describe, expect, it } from 'vitest';
import {
  BuyerDataSchema,
  customFieldValues,
  paymentFormErrors,
  PurchasePaymentSchema,
  type PaymentMethodRules,
} from './purchase';
import { NumberListSchema, ReserveInputSchema } from './numbers';

const buyer = {
  customer_name: 'Ana Pérez',
  customer_email: 'ana@example.com',
  customer_phone: '04141234567',
  customer_id: 'V-12345678',
};
const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('buyer data (docs/domain.md)', () => {
  it('accepts complete data', () => {
    expect(BuyerDataSchema.safeParse(buyer).success).toBe(true);
  });
  it.each([
    ['customer_name', '', 'Nombre es requerido'],
    ['customer_email', undefined, 'Email es requerido'],
    ['customer_email', 'ana@', 'Email no válido'],
    ['customer_email', 'ana @example.com', 'Email no válido'],
    ['customer_phone', '   ', 'Teléfono es requerido'],
    ['customer_id', '', 'Documento es requerido'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(firstError(BuyerDataSchema.safeParse({ ...buyer, [field]: value }))).toBe(message);
  });
  it('reports the fields in the form order', () => {
    expect(firstError(BuyerDataSchema.safeParse({}))).toBe('Nombre es requerido');
  });
});

describe('payment JSON', () => {
  it('asks for a method after the buyer data', () => {
    expect(firstError(PurchasePaymentSchema.safeParse(buyer))).toBe('Selecciona un método de pago');
    expect(firstError(PurchasePaymentSchema.safeParse({ ...buyer, payment_method_id: '' }))).toBe(
      'Selecciona un método de pago',
    );
    expect(
      PurchasePaymentSchema.parse({ ...buyer, payment_method_id: '3' }).payment_method_id,
    ).toBe(3);
  });
  it('refuses what is not an object', () => {
    expect(firstError(PurchasePaymentSchema.safeParse('x'))).toBe(
      'Los datos del pago no son válidos',
    );
  });
});

describe('payment form rules', () => {
  const method: PaymentMethodRules = {
    requires_reference: true,
    requires_date: true,
    requires_capture: true,
    custom_fields: [
      { name: 'banco', label: 'Banco de origen', required: true },
      { name: 'nota', label: 'Nota' },
    ],
  };
  const complete = {
    reference_number: '123',
    payment_date: '2030-01-01',
    has_capture: true,
    custom_values: { banco: 'Banesco' },
  };

  it('needs a method', () => {
    expect(paymentFormErrors(null, complete)).toEqual([
      { field: 'payment_method_id', message: 'Selecciona un método de pago' },
    ]);
  });
  it('passes a complete form', () => {
    expect(paymentFormErrors(method, complete)).toEqual([]);
  });
  it('lists what the method requires, in order', () => {
    expect(
      paymentFormErrors(method, {
        reference_number: ' ',
        payment_date: null,
        has_capture: false,
        custom_values: {},
      }).map((e) => e.message),
    ).toEqual([
      'Número de referencia es requerido',
      'Fecha de pago es requerida',
      'Debes adjuntar una captura del comprobante',
      'Banco de origen es requerido',
    ]);
  });
  it('asks nothing a method does not require', () => {
    const lenient = {
      requires_reference: false,
      requires_date: false,
      requires_capture: false,
      custom_fields: [],
    };
    expect(paymentFormErrors(lenient, { has_capture: false, custom_values: {} })).toEqual([]);
  });
  it('takes custom values by field name, nested or top-level, only the method’s fields', () => {
    expect(
      customFieldValues(method.custom_fields, {
        transaction_data: { banco: ' Banesco ', otro: 'x' },
        nota: 'hola',
      }),
    ).toEqual({
      banco: 'Banesco',
      nota: 'hola',
    });
  });
});

describe('number lists', () => {
  it('needs at least one whole number', () => {
    expect(firstError(NumberListSchema.safeParse([]))).toBe('Selecciona al menos un número');
    expect(firstError(NumberListSchema.safeParse([1.5]))).toBe('La lista de números no es válida');
    expect(firstError(NumberListSchema.safeParse('1,2'))).toBe('La lista de números no es válida');
  });
  it('needs a holder id for a hold', () => {
    expect(firstError(ReserveInputSchema.safeParse({ numbers: [1], customer_id: 'a b' }))).toBe(
      'Identificador de comprador no válido',
    );
    expect(ReserveInputSchema.safeParse({ numbers: [1], customer_id: 'c0ffee-42' }).success).toBe(
      true,
    );
  });
});

describe("buyers' names", () => {
  const name = (customer_name: string) =>
    BuyerDataSchema.safeParse({
      customer_name,
      customer_email: 'ana@correo.test',
      customer_phone: '04141234567',
      customer_id: 'V-12345678',
    });

  it.each([
    'María José González',
    "D'Angelo O’Neill",
    'Jean-Luc Picard',
    'J. R. Pérez',
    'Zoë Ñáñez',
    'Ma. Lcda. Peña',
    'Nguyễn Văn An',
  ])('accepts %s', (value) => expect(name(value).success).toBe(true));

  it.each([
    'Visita http://phish.example/x para cobrar tu premio',
    'Ana ana@correo.test',
    'Comprador 42',
    '<b>Ana</b>',
    'Ana: cobra ya',
    'www.phish.example',
    // Only the Latin script buyers write in (ADR 084): look-alikes of ':' '/' '.' are letters elsewhere.
    'httpsꓽᐟᐟpremiosꓸrifaꓸexampleᐟcobrar',
    'Аna Pérez',
    '李小龍',
    'Ana ǃ Pérez',
    'premios. example',
  ])('refuses %s with a Spanish reason', (value) => {
    const result = name(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(
      'El nombre solo puede tener letras, espacios, puntos, apóstrofos y guiones',
    );
  });
});
