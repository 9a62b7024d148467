import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

const BUYER = {
  customer_name: 'María José González',
  customer_email: 'Maria.Gonzalez@Correo.test',
  customer_phone: '0412-123.45.67',
  customer_id: 'V-12.345.678',
};

describe('POST /api/numbers/lookup', () => {
  let ctx: TestContext;
  let raffleId: number;
  let methodId: number;
  let paymentId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_LOOKUP_MAX: '40' } });
    const db = ctx.database.db;
    methodId = (await buildPaymentMethod(db)).id;
    raffleId = (await buildRaffle(db, { title: 'Moto Bera', endNumber: 99 })).id;
    const res = await postPurchase(ctx.app, raffleId, {
      numbers: [7, 42],
      payment: buyerPayment(methodId, BUYER),
    });
    expect(res.statusCode).toBe(201);
    paymentId = res.json<{ payment: { id: number } }>().payment.id;
    // Someone else with the same cédula but other contact data, and a stranger.
    await postPurchase(ctx.app, raffleId, {
      numbers: [50],
      payment: buyerPayment(methodId, { customer_id: 'V12345678' }),
    });
    await postPurchase(ctx.app, raffleId, { numbers: [60], payment: buyerPayment(methodId) });
  });
  afterAll(async () => ctx.close());

  const lookup = (payload: object, ip = '10.0.0.1') =>
    ctx.app.inject({ method: 'POST', url: '/api/numbers/lookup', payload, remoteAddress: ip });

  it.each([
    ['V-12.345.678', 'maria.gonzalez@correo.test'],
    ['v12345678', '  MARIA.GONZALEZ@CORREO.TEST '],
    ['V 12 345 678', '04121234567'],
    ['v-12345678', '+58 412 123 4567'],
    ['V12345678', '58-412-1234567'],
    ['V.12.345.678', '4121234567'],
    // Without the letter, or with another one: the same cédula (issue 24, as the admin search).
    ['12345678', 'maria.gonzalez@correo.test'],
    ['12.345.678', '0412-1234567'],
    ['E-12345678', '04121234567'],
    ['J-12.345.678', 'maria.gonzalez@correo.test'],
  ])('finds the purchase by %s + %s', async (document, contact) => {
    const res = await lookup({ document, contact });
    expect(res.statusCode).toBe(200);
    const { purchases } = res.json<{ purchases: Record<string, unknown>[] }>();
    expect(purchases).toHaveLength(1);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId));
    expect(purchases[0]).toEqual({
      ticket_code: row!.ticketCode,
      raffle_id: raffleId,
      raffle_title: 'Moto Bera',
      raffle_image: null,
      raffle_status: 'active',
      draw_date: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      start_number: 0,
      end_number: 99,
      numbers: [7, 42],
      status: 'pending',
      amount: expect.any(Number),
      precio_moneda: expect.any(Object),
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('never shows other buyer data, nor the buyer’s own contact', async () => {
    const res = await lookup({ document: 'v12345678', contact: '04121234567' });
    const body = res.body;
    for (const secret of ['González', 'Gonzalez@', '1234567', 'V-12']) {
      expect(body).not.toContain(secret);
    }
    expect(Object.keys(res.json<{ purchases: object[] }>().purchases[0]!)).not.toContain(
      'customer_name',
    );
  });

  it('a miss answers the same 200 with an empty list (non-enumeration)', async () => {
    const hit = await lookup({ document: 'V12345678', contact: '04121234567' });
    for (const payload of [
      { document: 'V12345678', contact: '04129999999' },
      { document: 'V99999999', contact: 'maria.gonzalez@correo.test' },
      { document: 'V12345678', contact: 'otra@correo.test' },
    ]) {
      const miss = await lookup(payload);
      expect(miss.statusCode).toBe(hit.statusCode);
      expect(miss.headers['content-type']).toBe(hit.headers['content-type']);
      expect(miss.json()).toEqual({ purchases: [] });
    }
  });

  it('shows the reason of a rejected purchase', async () => {
    await ctx.database.db
      .update(payments)
      .set({ status: 'failed', rejectionReason: 'Referencia no encontrada' })
      .where(eq(payments.id, paymentId));
    const res = await lookup({ document: 'V12345678', contact: '04121234567' });
    expect(res.json<{ purchases: object[] }>().purchases[0]).toMatchObject({
      status: 'failed',
      rejection_reason: 'Referencia no encontrada',
    });
    await ctx.database.db
      .update(payments)
      .set({ status: 'pending', rejectionReason: null })
      .where(eq(payments.id, paymentId));
  });

  it.each([
    [{}, 'Cédula es requerida'],
    [{ document: '', contact: 'a@b.co' }, 'Cédula es requerida'],
    [{ document: 'V-', contact: 'a@b.co' }, 'Cédula no válida'],
    [{ document: 'V123', contact: '' }, 'Escribe el email o el teléfono con el que compraste'],
    [{ document: 'V123', contact: '12' }, 'Email o teléfono no válido'],
  ])('refuses %j with a Spanish 400', async (payload, message) => {
    const res = await lookup(payload, '10.0.0.2');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ error: string }>().error).toBe(message);
  });

  it('a signed-in user sees the purchases of their account', async () => {
    const user = await buildUser(ctx.database.db);
    await postPurchase(ctx.app, raffleId, {
      numbers: [3],
      payment: buyerPayment(methodId),
      headers: user.auth,
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/my-numbers/purchases',
      headers: user.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      purchases: [expect.objectContaining({ raffle_id: raffleId, numbers: [3] })],
    });
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/my-numbers/purchases' });
    expect(guest.statusCode).toBe(401);
  });

  it('throttles misses on one cédula from one network, not other cédulas nor networks', async () => {
    const payload = { document: 'V1', contact: 'x@y.co' };
    for (let i = 0; i < 5; i += 1) {
      expect((await lookup(payload, '10.9.9.9')).statusCode).toBe(200);
    }
    const limited = await lookup(payload, '10.9.9.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toBe(
      'Demasiados intentos fallidos. Espera 1 minuto(s) antes de intentar de nuevo.',
    );
    expect((await lookup({ document: 'V2', contact: 'x@y.co' }, '10.9.9.9')).statusCode).toBe(200);
    expect((await lookup(payload, '10.9.9.8')).statusCode).toBe(200);
  });

  it('after RATE_LIMIT_LOOKUP_MAX misses from a network, only the cédulas missed there are refused', async () => {
    const address = '10.9.7.7';
    for (let i = 0; i < 40; i += 1) {
      const miss = await lookup({ document: `V${8_000_000 + i}`, contact: 'x@y.co' }, address);
      expect(miss.statusCode).toBe(200);
    }
    const again = await lookup({ document: 'V8000000', contact: 'x@y.co' }, address);
    expect(again.statusCode).toBe(429);
    // The neighbour looking up their own purchase from the same address finds it.
    const own = await lookup(
      { document: BUYER.customer_id, contact: BUYER.customer_phone },
      address,
    );
    expect(own.statusCode).toBe(200);
    expect(own.json().purchases).toEqual([expect.objectContaining({ numbers: [7, 42] })]);
  });
});
