import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

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

  /**
   * The adapted attack from each source in turn (issue 26's figures): orders of
   * 100 numbers under a new guest id and identity each time, holds and
   * purchases alternating, until the source is refused twice in a row.
   */
  async function takeFrom(raffleId: number, addresses: string[]) {
    let next = 0;
    let requests = 0;
    for (const address of addresses) {
      let refusals = 0;
      for (let i = 0; refusals < 2 && next < 10_000; i++) {
        requests += 1;
        const numbers = range(next, 100);
        const tag = `${address.replace(/[^0-9a-f]/gi, '')}x${i}`;
        const headers = { 'x-forwarded-for': i % 3 === 0 ? address : rotate(address, i) };
        const res =
          i % 2 === 0
            ? await ctx.app.inject({
                method: 'POST',
                url: `/api/raffles/${raffleId}/reserve`,
                payload: { numbers, customer_id: `taker-${tag}` },
                headers,
              })
            : await postPurchase(ctx.app, raffleId, {
                numbers,
                payment: buyerPayment(methodId, {
                  customer_id: `V-${50_000_000 + requests}`,
                  customer_email: `toma${requests}@fake.test`,
                  customer_phone: `0424${String(4_000_000 + requests)}`,
                  holder_id: `taker-${tag}`,
                }),
                headers,
              });
        if (res.statusCode === 429) refusals += 1;
        else {
          expect(res.statusCode).toBeLessThan(300);
          refusals = 0;
          next += 100;
        }
      }
    }
    const status = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffleId}/numbers` });
    const { sold, reserved } = status.json<{ sold: number[]; reserved: number[] }>();
    return { taken: sold.length + reserved.length, requests };
  }
  /** An IPv6 address rotates inside its /64; an IPv4 address is what it is. */
  const rotate = (address: string, i: number) =>
    address.includes(':')
      ? address.replace(/::1$/, `:${(i + 2).toString(16)}:9:${i.toString(16)}:1`)
      : address;

  it('measures what one address, one /64 and twenty addresses take of 10,000 numbers', async () => {
    const figures: Record<string, string> = {};
    const scenarios: [string, string[]][] = [
      ['one IPv4 address', ['203.0.113.50']],
      ['one IPv6 /64, rotating', ['2001:db8:99:1::1']],
      ['twenty IPv4 addresses', Array.from({ length: 20 }, (_, i) => `198.51.100.${i + 10}`)],
    ];
    for (const [name, addresses] of scenarios) {
      const raffle = await buildRaffle(ctx.database.db, { startNumber: 0, endNumber: 9_999 });
      const { taken, requests } = await takeFrom(raffle.id, addresses);
      figures[name] = `${((taken / 10_000) * 100).toFixed(1)} % taken in ${requests} requests`;
      if (addresses.length === 1) expect(taken).toBeLessThanOrEqual(800);
      else expect(taken).toBeLessThanOrEqual(addresses.length * 800);
    }
    console.info('of a 10,000-number raffle', figures);
  }, 300_000);
});
