import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildReviewPayment, storeReceipt } from '../../test/payment-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

const MINUTE = 60_000;

describe('admin payments: list, detail, stats', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE);

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => now });
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });

  it('lists newest first with pagination, filters by status and raffle, and limits to the allowed sizes', async () => {
    const db = ctx.database.db;
    const raffle = await buildRaffle(db, { title: 'Moto 2030' });
    const other = await buildRaffle(db, { title: 'Televisor' });
    const made = [];
    for (let i = 0; i < 25; i += 1) {
      made.push(
        await buildReviewPayment(db, {
          raffleId: i % 5 === 0 ? other.id : raffle.id,
          numbers: [i],
          status: i % 3 === 0 ? 'completed' : 'pending',
          createdAt: ago(100 - i),
        }),
      );
    }

    const first = await get(`/api/payments?raffle_id=${raffle.id}`);
    expect(first.statusCode).toBe(200);
    const body = first.json();
    const ofRaffle = made.filter((p) => p.raffleId === raffle.id);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 20, pages: 1 });
    expect(body.payments.map((p: { id: number }) => p.id)).toEqual(
      ofRaffle.map((p) => p.id).reverse(),
    );

    const page2 = (await get(`/api/payments?raffle_id=${raffle.id}&limit=10&page=2`)).json();
    expect(page2.pagination).toEqual({ page: 2, limit: 10, total: 20, pages: 2 });
    expect(page2.payments.map((p: { id: number }) => p.id)).toEqual(
      ofRaffle
        .map((p) => p.id)
        .reverse()
        .slice(10, 20),
    );

    const pending = (await get(`/api/payments?status=pending&raffle_id=${raffle.id}`)).json();
    expect(pending.payments.length).toBe(ofRaffle.filter((p) => p.status === 'pending').length);
    expect(pending.payments.every((p: { status: string }) => p.status === 'pending')).toBe(true);

    // An empty filter means "all"; a limit off the list falls back to 20; 5 is the dashboard's.
    const all = (await get('/api/payments?status=&raffle_id=&limit=7')).json();
    expect(all.pagination.limit).toBe(20);
    expect(all.pagination.total).toBeGreaterThanOrEqual(25);
    expect((await get('/api/payments?limit=5')).json().payments).toHaveLength(5);

    const bad = await get('/api/payments?status=pagado');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Estado de pago no válido');
  });

  it('shows every field of docs/domain.md plus numbers, raffle, reasons and the signed receipt link', async () => {
    const db = ctx.database.db;
    const raffle = await buildRaffle(db, { title: 'iPhone 16' });
    const method = await buildPaymentMethod(db, { name: 'Zelle' });
    const receipt = await storeReceipt(ctx.config.uploadDir);
    const payment = await buildReviewPayment(db, {
      raffleId: raffle.id,
      numbers: [9, 3],
      paymentMethodId: method.id,
      paymentMethodName: 'Zelle',
      referenceNumber: 'ZX-1',
      capturePath: receipt.key,
      customerName: 'Ana Pérez',
      customerEmail: 'ana@prueba.test',
      amountCents: 1050,
      createdAt: ago(5),
    });

    const res = await get(`/api/payments/${payment.id}`);
    expect(res.statusCode).toBe(200);
    const p = res.json();
    expect(p).toMatchObject({
      id: payment.id,
      amount: 10.5,
      status: 'pending',
      payment_method_name: 'Zelle',
      payment_method: 'Zelle',
      payment_method_id: method.id,
      reference_number: 'ZX-1',
      payment_date: '2030-01-15',
      created_at: ago(5).toISOString(),
      customer_name: 'Ana Pérez',
      customer_email: 'ana@prueba.test',
      customer_phone: '0414-555-0000',
      raffle_id: raffle.id,
      raffle_title: 'iPhone 16',
      transaction_data: { banco: 'Banesco' },
      precio_moneda: { VES: { rate: 36.5, unit: 182.5, total: 182.5, simbolo: 'Bs' } },
      numbers: [3, 9],
      rejection_reason: null,
      refund_reason: null,
      duplicate_reference: false,
      duplicate_of: [],
    });
    expect(p.capture).toMatch(
      new RegExp(`^/api/payments/${payment.id}/capture\\?expires=\\d+&sig=[\\w-]+$`),
    );
    expect(p.capture).not.toContain(receipt.key);
  });

  it('flags a reference number used on another payment of the same method', async () => {
    const db = ctx.database.db;
    const raffle = await buildRaffle(db);
    const zelle = await buildPaymentMethod(db, { name: 'Zelle' });
    const movil = await buildPaymentMethod(db, { name: 'Pago Móvil' });
    const a = await buildReviewPayment(db, {
      raffleId: raffle.id,
      numbers: [1],
      paymentMethodId: zelle.id,
      referenceNumber: 'REF-777',
    });
    const b = await buildReviewPayment(db, {
      raffleId: raffle.id,
      numbers: [2],
      paymentMethodId: zelle.id,
      referenceNumber: 'REF-777',
      status: 'completed',
    });
    const sameRefOtherMethod = await buildReviewPayment(db, {
      raffleId: raffle.id,
      numbers: [3],
      paymentMethodId: movil.id,
      referenceNumber: 'REF-777',
    });
    const noRef = await buildReviewPayment(db, {
      raffleId: raffle.id,
      numbers: [4],
      paymentMethodId: zelle.id,
    });

    const list = (await get(`/api/payments?raffle_id=${raffle.id}`)).json();
    type Listed = { id: number; duplicate_reference: boolean; duplicate_of: number[] };
    const listed = (id: number) => list.payments.find((p: Listed) => p.id === id) as Listed;
    expect(listed(a.id)).toMatchObject({ duplicate_reference: true, duplicate_of: [b.id] });
    expect(listed(b.id)).toMatchObject({ duplicate_reference: true, duplicate_of: [a.id] });
    expect(listed(sameRefOtherMethod.id)).toMatchObject({
      duplicate_reference: false,
      duplicate_of: [],
    });
    expect(listed(noRef.id)).toMatchObject({ duplicate_reference: false, duplicate_of: [] });
    const third = await buildReviewPayment(db, {
      raffleId: raffle.id,
      numbers: [5],
      paymentMethodId: zelle.id,
      referenceNumber: 'REF-777',
      status: 'failed',
    });
    expect((await get(`/api/payments/${a.id}`)).json()).toMatchObject({
      duplicate_reference: true,
      duplicate_of: [b.id, third.id],
    });
  });

  it('answers 404 for a payment that does not exist', async () => {
    const res = await get('/api/payments/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('Pago no encontrado');
  });

  it('counts and sums every status (zero when none)', async () => {
    const fresh = await createTestApp({ clock: () => now });
    try {
      const db = fresh.database.db;
      const auth = (await buildUser(db, { role: 'admin' })).auth;
      const raffle = await buildRaffle(db);
      await buildReviewPayment(db, { raffleId: raffle.id, numbers: [1, 2], amountCents: 1000 });
      await buildReviewPayment(db, { raffleId: raffle.id, numbers: [3], amountCents: 500 });
      await buildReviewPayment(db, {
        raffleId: raffle.id,
        numbers: [4],
        status: 'completed',
        amountCents: 750,
      });
      const res = await fresh.app.inject({
        method: 'GET',
        url: '/api/payments/stats/overview',
        headers: auth,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        statusStats: [
          { status: 'pending', count: 2, total_amount: 15 },
          { status: 'completed', count: 1, total_amount: 7.5 },
          { status: 'failed', count: 0, total_amount: 0 },
          { status: 'refunded', count: 0, total_amount: 0 },
        ],
      });
    } finally {
      await fresh.close();
    }
  });

  it('keeps every payment route for admins only', async () => {
    const user = (await buildUser(ctx.database.db)).auth;
    for (const url of ['/api/payments', '/api/payments/1', '/api/payments/stats/overview']) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
      expect((await ctx.app.inject({ method: 'GET', url, headers: user })).statusCode).toBe(403);
    }
    for (const action of ['validate', 'reject', 'refund']) {
      const url = `/api/payments/1/${action}`;
      const payload = { reason: 'x' };
      expect((await ctx.app.inject({ method: 'POST', url, payload })).statusCode).toBe(401);
      expect(
        (await ctx.app.inject({ method: 'POST', url, payload, headers: user })).statusCode,
      ).toBe(403);
    }
  });
});
