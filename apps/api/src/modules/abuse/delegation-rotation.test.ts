import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

/**
 * A home is delegated a /56 or a /48 (256 or 65,536 /64s): an attacker who
 * rotates /64s inside it, with a new guest id each time, counts per /64 for
 * the address cap but per /48 for the delegation's (ADR 077). Addresses come
 * from X-Forwarded-For behind TRUST_PROXY, as behind the production proxy.
 */
describe('an attacker rotating /64s inside one delegation', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { ABUSE_LIMITS: 'true', TRUST_PROXY: '127.0.0.1' } });
    await buildPaymentMethod(ctx.database.db);
  });
  afterAll(async () => ctx.close());

  const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);
  const hold = (raffleId: number, numbers: number[], guest: string, address: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/reserve`,
      payload: { numbers, customer_id: guest },
      headers: { 'x-forwarded-for': address },
    });

  /** Holds of 100 numbers, each from the next address and a new guest id, 120 tries. */
  async function rotate(raffleId: number, addressOf: (i: number) => string) {
    let next = 0;
    for (let i = 0; i < 120 && next < 10_000; i++) {
      const res = await hold(raffleId, range(next, 100), `rotator-${i}`, addressOf(i));
      if (res.statusCode === 200) next += res.json<{ reserved: number[] }>().reserved.length;
      else expect(res.statusCode).toBe(429);
    }
    const status = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffleId}/numbers` });
    return status.json<{ reserved: number[] }>().reserved.length;
  }

  it.each([
    // A /56: its 256 /64s differ in the 4th group's low byte.
    ['/56', (i: number) => `2001:db8:5:${(0x100 + i).toString(16)}:${(i + 1).toString(16)}::1`],
    // A /48: each try from another /56 inside it.
    ['/48', (i: number) => `2001:db8:6:${(i << 8).toString(16)}:${(i + 7).toString(16)}::2`],
  ])(
    'a %s holds at most a tenth of a 10,000-number raffle',
    async (name, addressOf) => {
      const raffle = await buildRaffle(ctx.database.db, { startNumber: 0, endNumber: 9_999 });
      const held = await rotate(raffle.id, addressOf);
      console.info(`one ${name} rotating its /64s held ${held} of 10000 (${held / 100} %)`);
      expect(held / 10_000).toBeLessThanOrEqual(0.1);

      // Another home's prefix is another buyer: it still holds.
      const honest = await hold(raffle.id, range(9_900, 10), 'honest', '2001:db8:99:1::1');
      expect(honest.statusCode).toBe(200);
      expect(honest.json<{ reserved: number[] }>().reserved).toEqual(range(9_900, 10));
    },
    300_000,
  );
});
