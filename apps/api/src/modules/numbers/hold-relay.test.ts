import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

/**
 * Holds end across addresses (ADR 049, ADR 077; HOLD_MINUTES = 15): a buyer
 * identity (here its guest id) keeps a number held at most 30 minutes in a
 * row from any address, and a partner taking the number over in between,
 * before the sweeper ran, does not erase that streak.
 */
describe('holds end: two addresses taking turns', () => {
  let ctx: TestContext;
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  let now = start;
  const goTo = (minutes: number) => {
    now = new Date(start.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    ctx = await createTestApp({
      clock: () => now,
      env: { HOLD_MINUTES: '15', TRUST_PROXY: '127.0.0.1' },
    });
    await buildPaymentMethod(ctx.database.db);
  });
  afterAll(async () => ctx.close());

  const hold = async (raffleId: number, guest: string, address: string) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/reserve`,
      payload: { numbers: [7, 8], customer_id: guest },
      headers: { 'x-forwarded-for': address },
    });
    return { status: res.statusCode, body: res.json<{ reserved?: number[]; code?: string }>() };
  };

  it('the same identity on another address continues its streak', async () => {
    goTo(0);
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    expect((await hold(raffle.id, 'relay', '198.51.100.1')).body.reserved).toEqual([7, 8]);
    goTo(15);
    expect((await hold(raffle.id, 'relay', '203.0.113.2')).body.reserved).toEqual([7, 8]);
    goTo(30);
    const refused = await hold(raffle.id, 'relay', '198.51.100.1');
    expect(refused).toMatchObject({ status: 409, body: { code: 'hold_exhausted' } });
    expect((await hold(raffle.id, 'honest', '192.0.2.9')).body.reserved).toEqual([7, 8]);
  });

  it('a partner taking turns before the sweep does not erase the streak', async () => {
    goTo(100);
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    expect((await hold(raffle.id, 'relay-a', '198.51.100.1')).body.reserved).toEqual([7, 8]);
    goTo(115);
    expect((await hold(raffle.id, 'relay-b', '203.0.113.2')).body.reserved).toEqual([7, 8]);
    // relay-a's hold lapsed and was taken over, never swept: its streak (from minute 100) is
    // still known, so it may not start another hold of them until minute 145.
    goTo(130);
    const again = await hold(raffle.id, 'relay-a', '198.51.100.1');
    expect(again).toMatchObject({ status: 409, body: { code: 'hold_exhausted' } });
    expect((await hold(raffle.id, 'honest', '192.0.2.9')).body.reserved).toEqual([7, 8]);
  });
});
