import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, raffleNumbers } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { startSmtpServer } from '../../test/mail';
import { buildReviewPayment, deliverMailTo } from '../../test/payment-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

const HOUR = 3_600_000;

describe('reserved numbers and admin release', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let admin: Record<string, string>;
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const hoursAgo = (h: number) => new Date(now.getTime() - h * HOUR);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ clock: () => now, env: { SMTP_URL: smtp.url } });
    await buildPaymentMethod(ctx.database.db);
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  /** A guest's hold placed `placedHoursAgo`, lapsing `expiresInMinutes` from now. */
  const hold = (
    raffleId: number,
    numbers: number[],
    placedHoursAgo: number,
    expiresInMinutes = 10,
  ) =>
    ctx.database.db.insert(raffleNumbers).values(
      numbers.map((number) => ({
        raffleId,
        number,
        status: 'reserved' as const,
        holderId: 'g:guest-1',
        holdExpiresAt: new Date(now.getTime() + expiresInMinutes * 60_000),
        reservedAt: hoursAgo(placedHoursAgo),
      })),
    );
  const post = (url: string, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers: admin, ...(payload ? { payload } : {}) });
  const publicNumbers = async (raffleId: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffleId}/numbers` })).json();
  const statusOf = async (paymentId: number) =>
    (await ctx.database.db.select().from(payments).where(eq(payments.id, paymentId)))[0]!;

  it('lists live holds and numbers under pending payments, with their age and buyer', async () => {
    const db = ctx.database.db;
    const raffle = await buildRaffle(db);
    await hold(raffle.id, [3], 0.5);
    await hold(raffle.id, [4], 1, -5); // lapsed: available, not listed
    const pending = await buildReviewPayment(db, {
      raffleId: raffle.id,
      numbers: [10, 11],
      customerName: 'Rosa Díaz',
      customerEmail: 'rosa@correo.test',
      createdAt: new Date(now.getTime() - 26 * HOUR - 7 * 60_000),
    });
    await buildReviewPayment(db, { raffleId: raffle.id, numbers: [20], status: 'completed' });

    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/raffles/${raffle.id}/reserved-numbers`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        number: 3,
        kind: 'hold',
        payment_id: null,
        hours_passed: 0,
        minutes_passed: 30,
        reserved_by_name: null,
        reserved_by_email: null,
        reserved_at: hoursAgo(0.5).toISOString(),
        hold_expires_at: new Date(now.getTime() + 10 * 60_000).toISOString(),
      },
      ...[10, 11].map((number) => ({
        number,
        kind: 'payment',
        payment_id: pending.id,
        hours_passed: 26,
        minutes_passed: 26 * 60 + 7,
        reserved_by_name: 'Rosa Díaz',
        reserved_by_email: 'rosa@correo.test',
        reserved_at: pending.createdAt.toISOString(),
        hold_expires_at: null,
      })),
    ]);

    const missing = await ctx.app.inject({
      method: 'GET',
      url: '/api/raffles/999999/reserved-numbers',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Rifa no encontrada');
  });

  it('releases a hold at once, without touching anything else', async () => {
    const db = ctx.database.db;
    const raffle = await buildRaffle(db);
    await hold(raffle.id, [1, 2], 0.1);
    const pending = await buildReviewPayment(db, { raffleId: raffle.id, numbers: [5] });

    const res = await post(`/api/raffles/${raffle.id}/release-specific`, { numbers: [1] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      preview: false,
      releasedCount: 1,
      releasedNumbers: [1],
      rejectedPayments: [],
    });
    expect((await publicNumbers(raffle.id)).reserved).toEqual([2, 5]);
    expect((await statusOf(pending.id)).status).toBe('pending');
  });

  it('previews, then releasing a number under a pending payment rejects the whole payment and e-mails the buyer', async () => {
    const db = ctx.database.db;
    const raffle = await buildRaffle(db, { title: 'Consola' });
    const pending = await buildReviewPayment(db, {
      raffleId: raffle.id,
      numbers: [30, 31, 32],
      customerName: 'Iván Gil',
      customerEmail: 'ivan@correo.test',
    });
    await buildReviewPayment(db, { raffleId: raffle.id, numbers: [40], status: 'completed' });
    await hold(raffle.id, [50], 0.2);
    const url = `/api/raffles/${raffle.id}/release-specific`;
    const expected = {
      releasedCount: 4,
      releasedNumbers: [30, 31, 32, 50],
      rejectedPayments: [
        {
          id: pending.id,
          customer_name: 'Iván Gil',
          customer_email: 'ivan@correo.test',
          numbers: [30, 31, 32],
        },
      ],
    };

    const preview = await post(`${url}?preview=1`, { numbers: [31, 40, 50, 77] });
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({ preview: true, ...expected });
    expect((await statusOf(pending.id)).status).toBe('pending');
    expect((await publicNumbers(raffle.id)).reserved).toEqual([30, 31, 32, 50]);

    const res = await post(url, { numbers: [31, 40, 50, 77] });
    expect(res.json()).toEqual({ preview: false, ...expected });
    const payment = await statusOf(pending.id);
    expect(payment.status).toBe('failed');
    expect(payment.rejectionReason).toBe('Liberado por el administrador');
    const numbers = await publicNumbers(raffle.id);
    expect(numbers.reserved).toEqual([]);
    expect(numbers.sold).toEqual([40]);

    const [mail] = await deliverMailTo(ctx, smtp, 'ivan@correo.test');
    expect(mail!.text).toContain('Motivo: Liberado por el administrador');
    expect(mail!.text).toContain('30, 31, 32');
  });

  it('asks for at least one number', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    for (const payload of [{ numbers: [] }, {}]) {
      const res = await post(`/api/raffles/${raffle.id}/release-specific`, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('Por favor selecciona al menos un número para liberar');
    }
  });

  it('refuses numbers outside the database integer range with a 400, not a 500', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const res = await post(`/api/raffles/${raffle.id}/release-specific`, {
      numbers: [1, 2_147_483_654],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('La lista de números no es válida');
  });

  it('releases what is older than the threshold (24 h by default): holds deleted, payments rejected as expired', async () => {
    const db = ctx.database.db;
    const raffle = await buildRaffle(db);
    await hold(raffle.id, [1], 30, 5); // placed long ago, kept alive by extensions
    await hold(raffle.id, [2], 0.1); // fresh
    const old = await buildReviewPayment(db, {
      raffleId: raffle.id,
      numbers: [10, 11],
      customerEmail: 'vieja@correo.test',
      createdAt: hoursAgo(25),
    });
    const recent = await buildReviewPayment(db, {
      raffleId: raffle.id,
      numbers: [12],
      createdAt: hoursAgo(2),
    });
    const url = `/api/raffles/${raffle.id}/release-expired`;

    const wider = (await post(`${url}?preview=true`, { expirationHours: 1 })).json();
    expect(wider.releasedNumbers).toEqual([1, 10, 11, 12]);
    expect(wider.rejectedPayments.map((p: { id: number }) => p.id)).toEqual([old.id, recent.id]);

    const res = await post(url);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      preview: false,
      releasedCount: 3,
      releasedNumbers: [1, 10, 11],
      rejectedPayments: [{ id: old.id, numbers: [10, 11] }],
    });
    expect((await statusOf(old.id)).rejectionReason).toBe('Reserva vencida');
    expect((await statusOf(recent.id)).status).toBe('pending');
    expect((await publicNumbers(raffle.id)).reserved).toEqual([2, 12]);
    const [mail] = await deliverMailTo(ctx, smtp, 'vieja@correo.test');
    expect(mail!.text).toContain('Motivo: Reserva vencida');

    const bad = await post(url, { expirationHours: 0 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('Las horas de vencimiento deben ser un número positivo');
  });
});
