import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages, type Raffle } from '@rifas/shared';
import { payments, raffleNumbers, raffles } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { hold, type HoldArgs } from './numbers.repository';
import { saleGuard } from './numbers-version';

const MINUTE = 60_000;
const CLOSED = messages.raffles.salesClosed;

// Runs on PGlite, and on PostgreSQL with DATABASE_URL (npm run test:pg).
describe('past its close time a raffle holds and sells nothing (issue 44, ADR 088)', () => {
  let ctx: TestContext;
  let methodId: number;
  let now = new Date(Math.floor(Date.now() / 1000) * 1000);

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => now });
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const reserve = (raffleId: number, numbers: number[], guest: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/reserve`,
      payload: { numbers, customer_id: guest },
    });
  const buy = (raffleId: number, numbers: number[]) =>
    postPurchase(ctx.app, raffleId, { numbers, payment: buyerPayment(methodId) });
  const raffleOf = async (id: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/raffles/${id}` })).json<Raffle>();
  const written = async (raffleId: number) => ({
    payments: (await db().select().from(payments).where(eq(payments.raffleId, raffleId))).length,
    numbers: (await db().select().from(raffleNumbers).where(eq(raffleNumbers.raffleId, raffleId)))
      .length,
  });

  it('before the close time it holds and sells; from it on, a clear 409 and nothing written', async () => {
    const raffle = await buildRaffle(db(), {
      autoClose: 'time',
      drawDate: new Date(now.getTime() + 60 * MINUTE),
      salesCloseAt: new Date(now.getTime() + 10 * MINUTE),
    });
    expect((await reserve(raffle.id, [1], 'guest-before')).statusCode).toBe(200);
    const bought = await buy(raffle.id, [2]);
    expect(bought.statusCode, bought.body).toBe(201);
    expect(await raffleOf(raffle.id)).toMatchObject({ sales_closed: false, can_sell: true });
    const before = await written(raffle.id);

    now = new Date(now.getTime() + 10 * MINUTE);
    const held = await reserve(raffle.id, [3], 'guest-after');
    expect(held.statusCode).toBe(409);
    expect(held.json()).toMatchObject({ error: CLOSED });
    const sold = await buy(raffle.id, [4]);
    expect(sold.statusCode).toBe(409);
    expect(sold.json()).toMatchObject({ error: CLOSED });
    expect(await written(raffle.id)).toEqual(before);

    // The public page says so: not ended, not on sale, still among the active raffles.
    expect(await raffleOf(raffle.id)).toMatchObject({
      sales_closed: true,
      can_sell: false,
      ended: false,
    });
    const active = await ctx.app.inject({ method: 'GET', url: '/api/raffles/active' });
    expect(active.json<Raffle[]>().map((r) => r.id)).toContain(raffle.id);
  });

  it('a raffle that closes only by hand or when sold out keeps selling past that time', async () => {
    const raffle = await buildRaffle(db(), {
      autoClose: 'sold_out',
      drawDate: new Date(now.getTime() + 20 * MINUTE),
    });
    expect((await reserve(raffle.id, [5], 'guest-sold-out')).statusCode).toBe(200);
    expect((await buy(raffle.id, [6])).statusCode).toBe(201);
  });

  it('the database refuses it too, whatever the caller read: the hold and the sale are stale', async () => {
    // A raffle whose close time came: the statements are called as the service would
    // call them from a row held in memory that still showed it open.
    const raffle = await buildRaffle(db(), {
      autoClose: 'both',
      drawDate: new Date(now.getTime() + 60 * MINUTE),
      salesCloseAt: new Date(now.getTime() - MINUTE),
    });
    const args: HoldArgs = {
      raffleId: raffle.id,
      numbers: [7, 8],
      holderKeys: ['g:carrera'],
      lockKeys: ['g:carrera'],
      address: '10.0.0.9',
      delegation: null,
      delegationMax: null,
      now,
      caps: null,
      maxLive: 10,
      holdMinutes: 10,
      streaks: true,
      guard: saleGuard(raffle, [7, 8]),
      challenge: null,
    };
    const statement = { db: db(), runtime: ctx.app.runtime };
    expect((await hold(statement, args)).outcome).toBe('stale');
    expect(await written(raffle.id)).toEqual({ payments: 0, numbers: 0 });
    // One minute earlier the same statement holds.
    await db()
      .update(raffles)
      .set({ salesCloseAt: new Date(now.getTime() + MINUTE) })
      .where(eq(raffles.id, raffle.id));
    expect((await hold(statement, args)).outcome).toBe('held');
  });
});
