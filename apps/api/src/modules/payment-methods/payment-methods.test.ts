import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMethod } from '@rifas/shared';
import { auditLog, payments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildCurrency } from '../../test/currencies';
import { buildUser } from '../../test/factories';
import { buildPayment, buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { buildImage, buyerPayment, postPurchase } from '../../test/number-factories';

const pagoMovil = {
  name: 'Pago Móvil',
  description: 'Pago inmediato desde tu banco',
  instructions: 'Envía el monto exacto y coloca la referencia',
  is_active: true,
  requires_reference: true,
  requires_date: true,
  requires_capture: false,
  custom_fields: [
    {
      name: 'banco_origen',
      label: 'Banco de origen',
      type: 'text',
      placeholder: 'Banesco',
      required: true,
    },
  ],
  account_info: {
    bank_name: 'Banco de Venezuela',
    account_number: '0102-0000-00',
    account_holder: 'Rifas Demo C.A.',
  },
};

describe('payment methods', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let user: Record<string, string>;

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers = {},
    payload?: object,
  ) => ctx.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    user = (await buildUser(ctx.database.db)).auth;
  });
  afterAll(async () => ctx.close());

  it('an admin creates, reads, updates and deletes a method', async () => {
    const created = await call('POST', '/payment-methods', admin, pagoMovil);
    expect(created.statusCode).toBe(201);
    const method: PaymentMethod = created.json();
    expect(method).toMatchObject(pagoMovil);
    expect(method.id).toBeGreaterThan(0);

    expect((await call('GET', `/payment-methods/${method.id}`)).json()).toEqual(method);

    const updated = await call('PUT', `/payment-methods/${method.id}`, admin, {
      ...pagoMovil,
      name: 'Pago Móvil BDV',
      requires_capture: true,
      custom_fields: [],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Pago Móvil BDV',
      requires_capture: true,
      custom_fields: [],
    });

    const deleted = await call('DELETE', `/payment-methods/${method.id}`, admin);
    expect(deleted.json()).toEqual({
      success: true,
      message: 'Método de pago eliminado correctamente',
    });
    expect((await call('GET', `/payment-methods/${method.id}`, admin)).statusCode).toBe(404);

    const actions = (
      await ctx.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.entityId, String(method.id)))
    )
      .filter((a) => a.entity === 'payment_method')
      .map((a) => a.action);
    expect(actions).toEqual([
      'payment_method.create',
      'payment_method.update',
      'payment_method.delete',
    ]);
  });

  it('names the currency it is paid in (moneda_id, answered with its code); none is null', async () => {
    const ves = await buildCurrency(ctx.database.db, { codigo: 'VEQ', simbolo: 'Bs' });
    const plain = await call('POST', '/payment-methods', admin, pagoMovil);
    expect(plain.json()).toMatchObject({ moneda_id: null, moneda_codigo: null });

    const created = await call('POST', '/payment-methods', admin, {
      ...pagoMovil,
      moneda_id: ves.id,
    });
    expect(created.statusCode).toBe(201);
    const method: PaymentMethod = created.json();
    expect(method).toMatchObject({ moneda_id: ves.id, moneda_codigo: 'VEQ' });
    const listed = (await call('GET', '/payment-methods')).json() as PaymentMethod[];
    expect(listed.find((m) => m.id === method.id)).toMatchObject({ moneda_codigo: 'VEQ' });

    // The form's empty choice ('') unsets it; an unknown or malformed one is a 400.
    const cleared = await call('PUT', `/payment-methods/${method.id}`, admin, {
      ...pagoMovil,
      moneda_id: '',
    });
    expect(cleared.json()).toMatchObject({ moneda_id: null, moneda_codigo: null });
    for (const currency_id of [999_999, 'abc', -1]) {
      const bad = await call('PUT', `/payment-methods/${method.id}`, admin, {
        ...pagoMovil,
        moneda_id: currency_id,
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({
        error: 'Elige una moneda de la lista',
        issues: [{ path: 'moneda_id', message: 'Elige una moneda de la lista' }],
      });
    }
  });

  it('keeps structured account data, each piece on its own, and refuses a malformed piece', async () => {
    const account_info = {
      bank_name: 'Banco de Venezuela',
      bank_code: '0102',
      phone: '0414-1234567',
      document_id: 'J-12345678-9',
      account_number: '0102-0000-00-0000000000',
      account_holder: 'Rifas Demo C.A.',
      email: 'pagos@rifas.test',
    };
    const created = await call('POST', '/payment-methods', admin, { ...pagoMovil, account_info });
    expect(created.statusCode).toBe(201);
    const method: PaymentMethod = created.json();
    expect(method.account_info).toEqual(account_info);
    // Buyers read the same pieces; blanks are dropped, not stored as ''.
    const listed: PaymentMethod[] = (await call('GET', '/payment-methods')).json();
    expect(listed.find((m) => m.id === method.id)?.account_info).toEqual(account_info);
    const blanks = await call('PUT', `/payment-methods/${method.id}`, admin, {
      ...pagoMovil,
      account_info: { bank_name: 'Zelle', email: 'zelle@rifas.test', phone: '  ', bank_code: '' },
    });
    expect(blanks.json().account_info).toEqual({ bank_name: 'Zelle', email: 'zelle@rifas.test' });

    for (const [field, value, message] of [
      ['bank_code', '102', 'El código del banco son 4 dígitos (p. ej. 0102)'],
      ['phone', 'llámame', 'Escribe el teléfono con solo dígitos (p. ej. 0414-1234567)'],
      ['document_id', 'RIF', 'Escribe la cédula o el RIF como V-12345678 o J-12345678-9'],
      ['email', 'pagos@', 'El correo de la cuenta no es válido'],
    ] as const) {
      const bad = await call('PUT', `/payment-methods/${method.id}`, admin, {
        ...pagoMovil,
        account_info: { ...account_info, [field]: value },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().issues).toEqual([{ path: `account_info.${field}`, message }]);
    }
    // Nothing of the refused writes was stored.
    expect((await call('GET', `/payment-methods/${method.id}`)).json().account_info).toEqual({
      bank_name: 'Zelle',
      email: 'zelle@rifas.test',
    });
  });

  it('asks for the receipt as required, optional or not at all; requires_capture keeps the spec', async () => {
    const spec = await call('POST', '/payment-methods', admin, {
      ...pagoMovil,
      requires_capture: true,
    });
    expect(spec.json()).toMatchObject({ requires_capture: true, capture_mode: 'required' });
    const none = await call('POST', '/payment-methods', admin, pagoMovil);
    expect(none.json()).toMatchObject({ requires_capture: false, capture_mode: 'none' });
    const optional = await call('POST', '/payment-methods', admin, {
      ...pagoMovil,
      requires_reference: false,
      requires_date: false,
      custom_fields: [],
      capture_mode: 'optional',
    });
    expect(optional.statusCode).toBe(201);
    const method: PaymentMethod = optional.json();
    expect(method).toMatchObject({ requires_capture: false, capture_mode: 'optional' });
    const bad = await call('PUT', `/payment-methods/${method.id}`, admin, {
      ...pagoMovil,
      capture_mode: 'siempre',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().issues).toEqual([
      {
        path: 'capture_mode',
        message: 'Elige si el comprobante es obligatorio, opcional o no se pide',
      },
    ]);

    // A buyer of the optional method may send no receipt, or one, which is kept.
    const raffle = await buildRaffle(ctx.database.db, { startNumber: 1, endNumber: 50 });
    const without = await postPurchase(ctx.app, raffle.id, {
      numbers: [1],
      payment: buyerPayment(method.id),
    });
    expect(without.statusCode).toBe(201);
    const withReceipt = await postPurchase(ctx.app, raffle.id, {
      numbers: [2],
      payment: buyerPayment(method.id, { customer_email: 'otra@rifas.test' }),
      image: { buffer: await buildImage('png') },
    });
    expect(withReceipt.statusCode).toBe(201);
    const rows = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.paymentMethodId, method.id));
    expect(rows.map((row) => row.capturePath !== null).sort()).toEqual([false, true]);
  });

  it('accepts account_info and custom_fields as JSON strings', async () => {
    const res = await call('POST', '/payment-methods', admin, {
      ...pagoMovil,
      account_info: JSON.stringify(pagoMovil.account_info),
      custom_fields: JSON.stringify(pagoMovil.custom_fields),
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      account_info: pagoMovil.account_info,
      custom_fields: pagoMovil.custom_fields,
    });
  });

  it('requires a name: "El nombre es requerido"', async () => {
    for (const body of [{ ...pagoMovil, name: '   ' }, { description: 'sin nombre' }]) {
      const res = await call('POST', '/payment-methods', admin, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'El nombre es requerido' });
    }
  });

  it('buyers see active methods only; ?all=1 gives admins every method', async () => {
    const db = ctx.database.db;
    const active = await buildPaymentMethod(db, { name: 'Zelle activo' });
    const inactive = await buildPaymentMethod(db, { name: 'Binance inactivo', isActive: false });
    const names = (list: PaymentMethod[]) => list.map((m) => m.name);

    for (const headers of [{}, user]) {
      const list = (await call('GET', '/payment-methods?all=1', headers)).json();
      expect(names(list)).toContain(active.name);
      expect(names(list)).not.toContain(inactive.name);
      const one = await call('GET', `/payment-methods/${inactive.id}`, headers);
      expect(one.statusCode).toBe(404);
      expect(one.json().error).toBe('Método de pago no encontrado');
    }
    expect(names((await call('GET', '/payment-methods', admin)).json())).not.toContain(
      inactive.name,
    );
    expect(names((await call('GET', '/payment-methods?all=1', admin)).json())).toContain(
      inactive.name,
    );
    expect((await call('GET', `/payment-methods/${inactive.id}`, admin)).statusCode).toBe(200);
  });

  it('deleting a method leaves its payments as they were, with the link set to null', async () => {
    const db = ctx.database.db;
    const method = await buildPaymentMethod(db, { name: 'Zelle' });
    const raffle = await buildRaffle(db);
    const payment = await buildPayment(db, {
      raffleId: raffle.id,
      numbers: [1],
      paymentMethodId: method.id,
      paymentMethodName: 'Zelle',
    });
    expect((await call('DELETE', `/payment-methods/${method.id}`, admin)).statusCode).toBe(200);
    const [after] = await db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({
      paymentMethodId: null,
      paymentMethodName: 'Zelle',
      status: 'completed',
    });
  });

  it('answers 404 for unknown methods and refuses writes to guests (401) and users (403)', async () => {
    expect((await call('PUT', '/payment-methods/999999', admin, pagoMovil)).statusCode).toBe(404);
    expect((await call('DELETE', '/payment-methods/999999', admin)).statusCode).toBe(404);
    const { id } = await buildPaymentMethod(ctx.database.db);
    const writes = [
      ['POST', '/payment-methods'],
      ['PUT', `/payment-methods/${id}`],
      ['DELETE', `/payment-methods/${id}`],
    ] as const;
    for (const [method, url] of writes) {
      expect((await call(method, url, {}, pagoMovil)).statusCode).toBe(401);
      expect((await call(method, url, user, pagoMovil)).statusCode).toBe(403);
    }
  });
});
