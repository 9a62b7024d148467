import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildReviewPayment } from '../../test/payment-factories';
import { buildRaffle, daysFromNow } from '../../test/raffle-factories';

const HOUR = 3_600_000;

describe('dashboard: what needs the operator', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => now });
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
  });
  afterAll(() => ctx.close());

  const overview = async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/dashboard/overview',
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    return res.json<{ raffles_needing_winner: number; stale_pending_payments: number }>();
  };

  it('counts the raffles that need a winner with the admin state derivation', async () => {
    const db = ctx.database.db;
    const past = daysFromNow(-1, now);
    await buildRaffle(db, { drawDate: past }); // needs a winner
    await buildRaffle(db, { drawDate: past, winningNumber: 4 }); // winner saved before the draw
    await buildRaffle(db, { drawDate: daysFromNow(3, now) }); // still selling
    await buildRaffle(db, { status: 'pending', drawDate: past }); // a draft
    await buildRaffle(db, { status: 'completed', drawDate: past, winningNumber: 1 });
    const belowMinimum = await buildRaffle(db, {
      drawDate: past,
      isMinimalRequired: true,
      minimalNumber: 2,
    });
    await buildReviewPayment(db, { raffleId: belowMinimum.id, numbers: [1], status: 'completed' });
    expect((await overview()).raffles_needing_winner).toBe(1); // the extended one does not count

    // Its minimum reached, the extended raffle ends and needs its winner too.
    await buildReviewPayment(db, { raffleId: belowMinimum.id, numbers: [2], status: 'completed' });
    expect((await overview()).raffles_needing_winner).toBe(2);
  });

  it('counts pending payments older than a day, not newer ones or reviewed ones', async () => {
    const db = ctx.database.db;
    const raffle = await buildRaffle(db);
    const pending = (hoursAgo: number, n: number, status: 'pending' | 'completed' = 'pending') =>
      buildReviewPayment(db, {
        raffleId: raffle.id,
        numbers: [n],
        status,
        createdAt: new Date(now.getTime() - hoursAgo * HOUR),
      });
    await pending(25, 1);
    await pending(24 * 7, 2);
    await pending(23, 3);
    await pending(48, 4, 'completed');
    expect((await overview()).stale_pending_payments).toBe(2);
  });
});
