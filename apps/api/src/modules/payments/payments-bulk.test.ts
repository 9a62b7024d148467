import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, raffleNumbers } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { startSmtpServer } from '../../test/mail';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildReviewPayment, deliverMailTo } from '../../test/payment-factories';
import { buildRaffle, buildPaymentMethod } from '../../test/raffle-factories';

const HOUR = 3_600_000;
type BulkResult = { done: number[]; failed: { id: number; error: string }[] };

describe('stale payments, bulk review and the purchase e-mail cap', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let now = new Date();

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      clock: () => now,
      env: { SMTP_URL: smtp.url, PURCHASE_EMAILS_PER_HOUR: '2' },
    });
    admin = await buildUser(ctx.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const list = (query: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/payments?${query}`, headers: admin.auth });
  const bulk = (payload: Record<string, unknown>, headers = admin.auth) =>
    ctx.app.inject({ method: 'POST', url: '/api/payments/bulk', headers, payload });

  it('flags pending payments older than STALE_PAYMENT_HOURS (48) and filters them with stale=1', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const old = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [1, 2],
      createdAt: new Date(now.getTime() - 49 * HOUR),
    });
    const recent = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [3],
      createdAt: new Date(now.getTime() - 47 * HOUR),
    });
    const oldButPaid = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [4],
      status: 'completed',
      createdAt: new Date(now.getTime() - 100 * HOUR),
    });
    const all = (await list(`raffle_id=${raffle.id}`)).json().payments as {
      id: number;
      stale: boolean;
    }[];
    expect(Object.fromEntries(all.map((p) => [p.id, p.stale]))).toEqual({
      [old.id]: true,
      [recent.id]: false,
      [oldButPaid.id]: false,
    });
    const stale = (await list(`raffle_id=${raffle.id}&stale=1`)).json();
    expect(stale.payments.map((p: { id: number }) => p.id)).toEqual([old.id]);
    expect(stale.pagination.total).toBe(1);
  });

  it("rejects in bulk with 'Pago no recibido': numbers freed, one e-mail each, failures reported", async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const aged = new Date(now.getTime() - 72 * HOUR);
    const a = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [10, 11],
      createdAt: aged,
    });
    const b = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [12],
      createdAt: aged,
    });
    const done = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [13],
      status: 'completed',
      createdAt: aged,
    });

    const res = await bulk({
      action: 'reject',
      ids: [a.id, b.id, done.id, 999_999],
      reason: 'Pago no recibido',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      done: [a.id, b.id],
      failed: [
        {
          id: done.id,
          error: 'Solo se pueden rechazar pagos pendientes (este pago está completado)',
        },
        { id: 999_999, error: 'Pago no encontrado' },
      ],
    });
    const left = await ctx.database.db
      .select()
      .from(raffleNumbers)
      .where(eq(raffleNumbers.raffleId, raffle.id));
    expect(left.map((r) => r.number)).toEqual([13]);
    for (const payment of [a, b]) {
      const mail = await deliverMailTo(ctx, smtp, payment.customerEmail);
      expect(mail).toHaveLength(1);
      expect(mail[0]!.text).toContain('Pago no recibido');
    }
  });

  it('validates in bulk; refuses a reject without reason, a guest and a non-admin', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const p = await buildReviewPayment(ctx.database.db, { raffleId: raffle.id, numbers: [20] });
    expect((await bulk({ action: 'validate', ids: [p.id] })).json()).toEqual({
      done: [p.id],
      failed: [],
    });

    const noReason = await bulk({ action: 'reject', ids: [p.id] });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error).toBe('El motivo es requerido');
    const user = await buildUser(ctx.database.db);
    expect((await bulk({ action: 'validate', ids: [p.id] }, user.auth)).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/payments/bulk', payload: {} })).statusCode,
    ).toBe(401);
  });

  it('a bulk request sent twice at once reviews each payment once, with one e-mail each', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const payments = [
      await buildReviewPayment(ctx.database.db, { raffleId: raffle.id, numbers: [30] }),
      await buildReviewPayment(ctx.database.db, { raffleId: raffle.id, numbers: [31, 32] }),
      await buildReviewPayment(ctx.database.db, { raffleId: raffle.id, numbers: [33] }),
    ];
    const ids = payments.map((payment) => payment.id);
    const [first, second] = await Promise.all([
      bulk({ action: 'validate', ids }),
      bulk({ action: 'validate', ids }),
    ]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    const results = [first!.json<BulkResult>(), second!.json<BulkResult>()];
    // Each payment is done by exactly one of the two; the other says it is no longer pending.
    expect(results.flatMap((r) => r.done).sort((a, b) => a - b)).toEqual(ids);
    expect(results.flatMap((r) => r.failed.map((f) => f.id)).sort((a, b) => a - b)).toEqual(ids);
    for (const failure of results.flatMap((r) => r.failed)) {
      expect(failure.error).toBe(
        'Solo se pueden validar pagos pendientes (este pago está completado)',
      );
    }
    const sold = await ctx.database.db
      .select()
      .from(raffleNumbers)
      .where(and(eq(raffleNumbers.raffleId, raffle.id), eq(raffleNumbers.status, 'sold')));
    expect(sold.map((r) => r.number).sort((a, b) => a - b)).toEqual([30, 31, 32, 33]);
    for (const payment of payments) {
      expect(await deliverMailTo(ctx, smtp, payment.customerEmail)).toHaveLength(1);
    }
  });

  it("caps 'Compra recibida' e-mails per recipient per hour; the purchases still succeed", async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const methodId = (await buildPaymentMethod(ctx.database.db)).id;
    const purchaseTo = (email: string, number: number) =>
      postPurchase(ctx.app, raffle.id, {
        numbers: [number],
        payment: buyerPayment(methodId, { customer_email: email }),
      });
    const queued = async () =>
      (
        await ctx.database.db
          .select()
          .from(outboxEmails)
          .where(and(eq(outboxEmails.kind, 'purchase_received')))
      ).filter((row) => row.to.toLowerCase() === 'victima@correo.test').length;

    for (const [i, email] of [
      'victima@correo.test',
      'VICTIMA@correo.test',
      'Victima@Correo.test',
    ].entries()) {
      expect((await purchaseTo(email, 30 + i)).statusCode).toBe(201);
    }
    expect(await queued()).toBe(2);
    now = new Date(now.getTime() + HOUR + 1000);
    expect((await purchaseTo('victima@correo.test', 40)).statusCode).toBe(201);
    expect(await queued()).toBe(3);
  });
});
