import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { sweepExpiredHolds } from '../../jobs/hold-sweeper';
import { cleanUpExpiredRows } from '../../jobs/housekeeping';
import { createTestApp, type TestContext } from '../../test/app';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

const EXHAUSTED = (minutes: number) =>
  `Ya tuviste apartados estos números el tiempo máximo seguido. Podrás apartarlos de nuevo en ${minutes} minuto(s); mientras tanto, si siguen libres, puedes comprarlos sin apartarlos.`;

/**
 * Holds end (ADR 049, HOLD_MINUTES = 15): one holder (guest id, account or
 * network) keeps numbers held at most 30 minutes in a row, however it
 * releases, lets lapse and re-holds them; re-picking within the hold keeps
 * its deadline; a purchase needs no live hold.
 */
describe('holds end: the release and re-hold cycle', () => {
  let ctx: TestContext;
  let methodId: number;
  const start = new Date(Math.floor(Date.now() / 60_000) * 60_000);
  let now = start;
  const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();
  const goTo = (minutes: number) => {
    now = new Date(start.getTime() + minutes * 60_000);
  };

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => now, env: { HOLD_MINUTES: '15' } });
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(async () => ctx.close());

  const post = (
    action: 'reserve' | 'release',
    raffleId: number,
    numbers: number[],
    guest: string,
    address = '100.64.3.3',
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/${action}`,
      payload: { numbers, customer_id: guest },
      remoteAddress: address,
    });
  const hold = async (raffleId: number, numbers: number[], guest: string, address?: string) => {
    const res = await post('reserve', raffleId, numbers, guest, address);
    return { status: res.statusCode, body: res.json<Record<string, unknown>>() };
  };

  it('release and re-hold: the hold moves within its time, once more after it, then 409', async () => {
    goTo(0);
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    expect((await hold(raffle.id, [1, 2], 'cycler')).body.expires_at).toBe(at(15));
    // Going back and re-picking the same numbers within the hold keeps its deadline.
    goTo(5);
    expect((await post('release', raffle.id, [1, 2], 'cycler')).statusCode).toBe(200);
    goTo(6);
    expect((await hold(raffle.id, [1, 2], 'cycler')).body.expires_at).toBe(at(15));
    goTo(8);
    expect((await hold(raffle.id, [1, 2], 'cycler')).body.expires_at).toBe(at(15));
    // Released again and held after its deadline: one more hold, to 2 × 15 at most.
    goTo(10);
    await post('release', raffle.id, [1, 2], 'cycler');
    goTo(16);
    expect((await hold(raffle.id, [1, 2], 'cycler')).body.expires_at).toBe(at(30));
    goTo(20);
    await post('release', raffle.id, [1, 2], 'cycler');
    goTo(21);
    expect((await hold(raffle.id, [1, 2], 'cycler')).body.expires_at).toBe(at(30));
    goTo(29);
    await post('release', raffle.id, [1, 2], 'cycler');
    goTo(31);
    const refused = await hold(raffle.id, [1, 2, 3], 'cycler');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      error: EXHAUSTED(14),
      code: 'hold_exhausted',
      numbers: [1, 2],
    });
    // The same holder under a new guest id (same network), or from another network: refused.
    expect((await hold(raffle.id, [1], 'cycler-new-id')).status).toBe(409);
    expect((await hold(raffle.id, [2], 'cycler', '100.64.3.4')).status).toBe(409);
    // Anyone else holds them meanwhile.
    expect((await hold(raffle.id, [1], 'someone-else', '100.64.9.9')).status).toBe(200);
    await post('release', raffle.id, [1], 'someone-else', '100.64.9.9');
    // After 3 × 15 the holder starts afresh.
    goTo(45);
    expect((await hold(raffle.id, [2], 'cycler')).body.expires_at).toBe(at(60));
  });

  it('a lapsed hold (swept or not) can be held again once, and bought any time while free', async () => {
    goTo(100);
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    expect((await hold(raffle.id, [10, 11], 'lapser')).body.expires_at).toBe(at(115));
    goTo(116);
    // 'Apartar de nuevo' before the sweeper passed: the lapsed row is the memory.
    expect((await hold(raffle.id, [10], 'lapser')).body.expires_at).toBe(at(130));
    // After it passed: hold_streaks is.
    expect(await sweepExpiredHolds({ ...jobContext(ctx.app), now })).toBeGreaterThan(0);
    expect((await hold(raffle.id, [11], 'lapser')).body.expires_at).toBe(at(130));
    goTo(131);
    await sweepExpiredHolds({ ...jobContext(ctx.app), now });
    expect((await hold(raffle.id, [10, 11], 'lapser')).status).toBe(409);
    // The purchase needs no live hold: the numbers are free, the holder buys them.
    const bought = await postPurchase(ctx.app, raffle.id, {
      numbers: [10, 11],
      payment: buyerPayment(methodId, { holder_id: 'lapser' }),
      remoteAddress: '100.64.3.3',
    });
    expect(bought.statusCode).toBe(201);
  });

  it('a holder cycling every minute for two hours keeps no number held past 30 minutes in a row', async () => {
    goTo(200);
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    let heldSince: number | null = null;
    let longest = 0;
    let refusals = 0;
    for (let minute = 200; minute < 320; minute++) {
      goTo(minute);
      await post('release', raffle.id, [50], 'griefer');
      const res = await hold(raffle.id, [50], 'griefer');
      const live = res.status === 200 && Date.parse(String(res.body.expires_at)) > now.getTime();
      if (res.status === 409) refusals += 1;
      if (live) heldSince ??= minute;
      else heldSince = null;
      if (heldSince !== null) longest = Math.max(longest, minute + 1 - heldSince);
    }
    console.info(`held at most ${longest} minutes in a row; ${refusals} re-holds refused of 120`);
    expect(longest).toBeLessThanOrEqual(30);
    expect(refusals).toBeGreaterThan(0);
  });

  it('forgets ended holds after three days', async () => {
    goTo(4 * 24 * 60);
    await cleanUpExpiredRows({ db: ctx.database.db, now });
    const rows = await ctx.database.db.query.holdStreaks.findMany();
    expect(rows).toEqual([]);
  });
});
