import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildReviewPayment } from '../../test/payment-factories';
import { buildRaffle, daysFromNow } from '../../test/raffle-factories';

const DAY = 86_400_000;

/** YYYY-MM-DD of an instant in a time zone. */
const localDate = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);

describe('dashboard overview', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  // America/Caracas is UTC-4 all year: local midnight today is 04:00 UTC.
  const today = localDate(now, 'America/Caracas');
  const localMidnight = new Date(`${today}T04:00:00.000Z`);

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => now, env: { BUSINESS_TZ: 'America/Caracas' } });
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
  });
  afterAll(() => ctx.close());

  it('counts raffles, revenue and payments, and sums sales per business day for 30 days', async () => {
    const db = ctx.database.db;
    const selling = await buildRaffle(db, { drawDate: daysFromNow(5, now) });
    const extended = await buildRaffle(db, {
      drawDate: daysFromNow(-2, now),
      isMinimalRequired: true,
      minimalNumber: 10,
    });
    await buildRaffle(db, { drawDate: daysFromNow(-2, now) }); // active but its draw has passed
    await buildRaffle(db, { status: 'pending' });
    await buildRaffle(db, { status: 'completed', drawDate: daysFromNow(-40, now) });

    const completed = (createdAt: Date, amountCents: number, n: number) =>
      buildReviewPayment(db, {
        raffleId: selling.id,
        numbers: [n],
        status: 'completed',
        amountCents,
        createdAt,
      });
    await completed(now, 1000, 1);
    await completed(new Date(localMidnight.getTime() + 60_000), 250, 2);
    // 23:30 yesterday in Caracas, though already today in UTC.
    await completed(new Date(localMidnight.getTime() - 30 * 60_000), 500, 3);
    await completed(new Date(now.getTime() - 31 * DAY), 9900, 4); // outside the series
    await buildReviewPayment(db, {
      raffleId: extended.id,
      numbers: [1],
      status: 'completed',
      amountCents: 100,
    });
    await buildReviewPayment(db, {
      raffleId: selling.id,
      numbers: [5],
      amountCents: 700,
      createdAt: now,
    });
    await buildReviewPayment(db, { raffleId: selling.id, numbers: [6], status: 'failed' });

    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/overview',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      total_raffles: 5,
      active_raffles: 2,
      total_revenue: 117.5,
      pending_payments: 1,
      completed_payments: 5,
      stale_pending_payments: 0,
      raffles_needing_winner: 1,
    });
    const series: { date: string; total_amount: number; count: number }[] = body.sales_by_day;
    expect(series).toHaveLength(30);
    expect(series.at(-1)!.date).toBe(today);
    expect(series[0]!.date).toBe(localDate(new Date(localMidnight.getTime() - 29 * DAY), 'UTC'));
    const yesterday = localDate(new Date(localMidnight.getTime() - DAY), 'UTC');
    const byDate = new Map(series.map((d) => [d.date, d]));
    // The extended raffle's payment was made "now" too (createdAt defaults to the real clock).
    expect(byDate.get(today)).toEqual({ date: today, total_amount: 13.5, count: 3 });
    expect(byDate.get(yesterday)).toEqual({ date: yesterday, total_amount: 5, count: 1 });
    expect(series.reduce((sum, d) => sum + d.count, 0)).toBe(4);
  });
});
