import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildReviewPayment } from '../../test/payment-factories';
import { buildRaffle } from '../../test/raffle-factories';

/** The phone's review queue (issue 40): the pending count, oldest first, the ticket link. */
describe('admin payments: the review queue', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let buyer: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { PUBLIC_URL: 'https://rifas.example' } });
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    buyer = (await buildUser(ctx.database.db)).auth;
  });
  afterAll(async () => ctx.close());

  const get = (url: string, headers = admin) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

  it("counts the pending payments for the menu's 'Pagos 12', for admins only", async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    const before = (await get('/payments/pending-count')).json<{ count: number }>().count;
    await buildReviewPayment(ctx.database.db, { raffleId: raffle.id, numbers: [1] });
    await buildReviewPayment(ctx.database.db, { raffleId: raffle.id, numbers: [2] });
    await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [3],
      status: 'completed',
    });
    const res = await get('/payments/pending-count');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: before + 2 });

    const reviewed = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [4],
    });
    await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${reviewed.id}/reject`,
      headers: admin,
      payload: { reason: 'Pago no recibido' },
    });
    expect((await get('/payments/pending-count')).json()).toEqual({ count: before + 2 });

    expect((await get('/payments/pending-count', {})).statusCode).toBe(401);
    expect((await get('/payments/pending-count', buyer)).statusCode).toBe(403);
  });

  it('lists the pending ones oldest first with order=oldest, newest first otherwise', async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    const at = (minutes: number) => new Date(Date.UTC(2030, 0, 1, 12, minutes));
    const middle = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [10],
      createdAt: at(20),
    });
    const oldest = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [11],
      createdAt: at(10),
    });
    const newest = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [12],
      createdAt: at(30),
    });
    const ids = async (query: string) =>
      (await get(`/payments?status=pending&raffle_id=${raffle.id}${query}`))
        .json<{ payments: { id: number }[] }>()
        .payments.map((p) => p.id);
    expect(await ids('&order=oldest')).toEqual([oldest.id, middle.id, newest.id]);
    expect(await ids('')).toEqual([newest.id, middle.id, oldest.id]);
    // An unknown order is the default, never a 400.
    expect(await ids('&order=sideways')).toEqual([newest.id, middle.id, oldest.id]);
    // The second page of the queue continues where the first ended.
    expect(await ids('&order=oldest&limit=5&page=1')).toEqual([oldest.id, middle.id, newest.id]);
  });

  it("gives each payment its buyer's ticket link, for 'Avisar por WhatsApp'", async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    const payment = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [20],
    });
    const res = await get(`/payments/${payment.id}`);
    expect(res.json<{ ticket_url: string }>().ticket_url).toBe(
      `https://rifas.example/ticket/${payment.ticketCode}`,
    );
  });
});
