import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_GUARDS, type TestContext } from '../../test/app';
import { solvedChallenge } from '../../test/challenge';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

/**
 * One carrier address (CGNAT) carries many honest buyers and, some day, one
 * hostile neighbour. What the neighbour sends that is refused (no proof of
 * work, a broken body) is counted apart and never spends the budget of the
 * solved, well-formed requests from the same address (ADR 048). Production's
 * request budgets, caps and challenge.
 */
describe('a neighbour cannot lock out a shared address', () => {
  let ctx: TestContext;
  let methodId: number;
  const shared = '100.64.7.9';

  beforeAll(async () => {
    ctx = await createTestApp({
      env: {
        ...PRODUCTION_GUARDS,
        RATE_LIMIT_PURCHASE_MAX: '120',
        RATE_LIMIT_RESERVE_MAX: '600',
      },
    });
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(async () => ctx.close());

  const solved = () => solvedChallenge(ctx.app);
  const reserve = (raffleId: number, numbers: number[], guest: string, altcha?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/reserve`,
      remoteAddress: shared,
      payload: { numbers, customer_id: guest },
      headers: altcha ? { 'x-altcha': altcha } : {},
    });
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {});

  it('1,000 empty purchase and hold POSTs, then the next honest buyer holds and buys', async () => {
    const raffle = await buildRaffle(ctx.database.db, { startNumber: 1, endNumber: 1_000 });
    const flood: number[] = [];
    for (let i = 0; i < 1_000; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${raffle.id}/${i % 2 === 0 ? 'purchase' : 'reserve'}`,
        remoteAddress: shared,
      });
      flood.push(res.statusCode);
    }
    // A few with a made-up solution and a well-formed body: refused by the challenge.
    for (let i = 0; i < 50; i++) {
      const res = await reserve(raffle.id, [i + 1], `bogus-${i}`, 'bm90IGEgc29sdXRpb24=');
      flood.push(res.statusCode);
    }
    console.info('the flood from one address was answered', tally(flood));
    expect(flood.every((s) => s === 400 || s === 403 || s === 429)).toBe(true);

    const guest = 'honest-neighbour';
    const hold = await reserve(raffle.id, [500, 501], guest, await solved());
    expect(hold.statusCode).toBe(200);
    expect(hold.json<{ reserved: number[] }>().reserved).toEqual([500, 501]);
    const purchase = await postPurchase(ctx.app, raffle.id, {
      numbers: [500, 501],
      payment: buyerPayment(methodId, { holder_id: guest }),
      headers: { 'x-altcha': await solved() },
      remoteAddress: shared,
    });
    expect(purchase.statusCode).toBe(201);
  }, 120_000);

  it('one solution sent 700 times spends the budget once: the next honest buyer holds', async () => {
    const raffle = await buildRaffle(ctx.database.db, { startNumber: 1, endNumber: 1_000 });
    const one = await solved();
    const answers: number[] = [];
    for (let i = 0; i < 700; i++) {
      answers.push((await reserve(raffle.id, [i + 1], `replayer-${i}`, one)).statusCode);
    }
    // The hold's statement spends the solution (ADR 065); a replay is refused before the
    // budget (600 holds here) is spent, so it cannot use up the address's.
    expect(tally(answers)).toEqual({ 200: 1, 409: 699 });
    const hold = await reserve(raffle.id, [900], 'honest-after-replays', await solved());
    expect(hold.statusCode).toBe(200);
  }, 120_000);

  it('solved purchases still have their budget: the 121st in the window is refused', async () => {
    const raffle = await buildRaffle(ctx.database.db, { startNumber: 1, endNumber: 10_000 });
    const address = '100.64.8.1';
    const statuses: number[] = [];
    for (let i = 0; i < 121; i++) {
      const res = await postPurchase(ctx.app, raffle.id, {
        numbers: [i + 1],
        payment: buyerPayment(methodId, {
          customer_id: `V-${20_000_000 + i}`,
          customer_email: `buyer${i}@correo.test`,
          customer_phone: `0414${String(3_000_000 + i)}`,
        }),
        headers: { 'x-altcha': await solved() },
        remoteAddress: address,
      });
      statuses.push(res.statusCode);
    }
    expect(tally(statuses)).toEqual({ 201: 120, 429: 1 });
  }, 180_000);

  it('5 holds of 20 from one address of a 1,000-number raffle: honest buyers on it still hold and buy', async () => {
    const raffle = await buildRaffle(ctx.database.db, { startNumber: 1, endNumber: 1_000 });
    const address = '100.64.9.1';
    for (let i = 0; i < 5; i++) {
      const numbers = Array.from({ length: 20 }, (_, n) => i * 20 + n + 1);
      const res = await ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${raffle.id}/reserve`,
        remoteAddress: address,
        payload: { numbers, customer_id: `hoarder-${i}` },
        headers: { 'x-altcha': await solved() },
      });
      expect(res.statusCode).toBe(200);
    }
    // The address cap is the larger of 8 % and 200 (ADR 040): 100 held leave room for 100.
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const numbers = Array.from({ length: 10 }, (_, n) => 500 + i * 10 + n);
      const guest = `vecino-${i}`;
      const held = await ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${raffle.id}/reserve`,
        remoteAddress: address,
        payload: { numbers, customer_id: guest },
        headers: { 'x-altcha': await solved() },
      });
      statuses.push(held.statusCode);
      const bought = await postPurchase(ctx.app, raffle.id, {
        numbers,
        payment: buyerPayment(methodId, { holder_id: guest }),
        headers: { 'x-altcha': await solved() },
        remoteAddress: address,
      });
      statuses.push(bought.statusCode);
    }
    console.info('honest holds and purchases behind the hoarding address', tally(statuses));
    expect(tally(statuses)).toEqual({ 200: 10, 201: 10 });
  }, 120_000);
});
