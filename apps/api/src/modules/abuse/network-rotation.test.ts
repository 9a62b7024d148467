import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import {
  buildPaymentMethod,
  buildRaffle,
  buyerPayment,
  postPurchase,
} from '../../test/number-factories';

/**
 * One IPv6 home connection holds a /64: an attacker who rotates addresses
 * inside it (and identities with them) counts as one address for the caps
 * and the rate limits (lib/client-network.ts). Addresses come from
 * X-Forwarded-For behind TRUST_PROXY, as behind the production proxy.
 */
describe('an attacker rotating inside one IPv6 /64', () => {
  let ctx: TestContext;
  let methodId: number;

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { ABUSE_LIMITS: 'true', TRUST_PROXY: '127.0.0.1', RATE_LIMIT_LOOKUP_MAX: '5' },
    });
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(async () => ctx.close());

  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  const inside = (i: number) =>
    `2001:db8:77:5:${(i + 1).toString(16)}:${((i * 7919) % 0xffff).toString(16)}::1`;

  it('takes no more of a 10,000-number raffle than one address may: ≥ 90 % stays buyable', async () => {
    const raffle = await buildRaffle(ctx.database.db, { startNumber: 0, endNumber: 9_999 });
    let taken = 0;
    let refusedAt = -1;
    for (let i = 0; i < 200 && refusedAt < 0; i++) {
      const numbers = range(taken, 100);
      const headers = { 'x-forwarded-for': inside(i) };
      const res =
        i % 2 === 0
          ? await ctx.app.inject({
              method: 'POST',
              url: `/api/raffles/${raffle.id}/reserve`,
              payload: { numbers, customer_id: `rotator-${i}` },
              headers,
            })
          : await postPurchase(ctx.app, raffle.id, {
              numbers,
              payment: buyerPayment(methodId, {
                customer_id: `V-${40_000_000 + i}`,
                customer_email: `rotador${i}@fake.test`,
                customer_phone: `0426${String(2_000_000 + i)}`,
                holder_id: `rotator-${i}`,
              }),
              headers,
            });
      if (res.statusCode === 429) refusedAt = i;
      else {
        expect(res.statusCode).toBeLessThan(300);
        taken += numbers.length;
      }
    }
    const status = await ctx.app.inject({
      method: 'GET',
      url: `/api/raffles/${raffle.id}/numbers`,
    });
    const { sold, reserved } = status.json<{ sold: number[]; reserved: number[] }>();
    const buyable = 10_000 - sold.length - reserved.length;
    console.info(
      `one /64 rotating addresses and identities took ${taken}; ${buyable} of 10000 buyable`,
    );
    expect(refusedAt).toBeGreaterThan(0);
    expect(buyable / 10_000).toBeGreaterThanOrEqual(0.9);

    // Another /64 is another household: it still holds.
    const neighbour = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/reserve`,
      payload: { numbers: range(9_000, 10), customer_id: 'neighbour' },
      headers: { 'x-forwarded-for': '2001:db8:77:6::1' },
    });
    expect(neighbour.statusCode).toBe(200);
  }, 180_000);

  it('shares one rate-limit budget across the /64', async () => {
    const lookup = (address: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/numbers/lookup',
        payload: { document: 'V-7654321', contact: 'nadie@correo.test' },
        headers: { 'x-forwarded-for': address },
      });
    const statuses = [];
    for (let i = 0; i < 6; i++) statuses.push((await lookup(inside(500 + i))).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await lookup('2001:db8:77:8::1')).statusCode).toBe(200);
  });
});
