import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeWinners, parseEntries, numbersWonBefore, type Prize } from '@rifas/shared';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { prizeCalls, type DrawAnswer, type PrizeCalls } from '../../test/prize-calls';
import { buildPayment } from '../../test/raffle-factories';

/** Issue 42, point 6: 'Excluir números que ya ganaron un premio anterior'. */
describe('a prize may exclude the numbers earlier prizes gave', () => {
  let ctx: TestContext;
  let calls: PrizeCalls;

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    calls = prizeCalls(ctx, admin);
  });
  afterAll(() => ctx.close());

  const numbersOf = (prize: Prize | undefined) => prize?.winners.map((w) => w.number);
  const range = { start: 0, end: 99 };

  it('off by default: the terminal may pay the 1er premio again, and its rule does not exclude', async () => {
    const raffle = await calls.raffleWithPrizes(
      [
        { title: 'Moto', kind: 'main' },
        { title: 'Terminal', kind: 'terminal', digits: 1 },
      ],
      { start: '0', end: '99' },
    );
    await buildPayment(ctx.database.db, { raffleId: raffle.id, numbers: [47, 17] });
    await calls.close(raffle.id);
    const [main, terminal] = (await calls.record(raffle.id, 1, '12347')).json<DrawAnswer>().prizes;
    expect(numbersOf(main)).toEqual([47]);
    expect(numbersOf(terminal)).toEqual([17, 47]);
    expect(terminal).toMatchObject({ exclude_winners: false });
    expect(terminal!.rule).not.toContain('ya ganó');
  });

  it('terminal, adjacent and official leave out earlier winners, say so in the published rule, and Verificar agrees', async () => {
    const raffle = await calls.raffleWithPrizes(
      [
        { title: 'Moto', kind: 'main' },
        { title: 'Terminal', kind: 'terminal', digits: 1, exclude_winners: true },
        { title: 'Vecinos', kind: 'adjacent', unsold: 'nearest', exclude_winners: true },
        {
          title: 'TV',
          kind: 'official',
          lottery_name: 'Triple Zulia',
          unsold: 'nearest',
          exclude_winners: true,
        },
      ],
      { start: '0', end: '99' },
    );
    await buildPayment(ctx.database.db, { raffleId: raffle.id, numbers: [47, 17, 46, 45, 60] });
    await calls.close(raffle.id);
    const fixed = await calls.getDraw(raffle.id);
    for (const prize of fixed.prizes.slice(1)) {
      expect(prize.exclude_winners).toBe(true);
      expect(prize.rule).toContain(
        'Un número que ya ganó un premio anterior no participa en este: cuenta como no vendido.',
      );
    }
    const drawn = (await calls.record(raffle.id, 1, '12347')).json<DrawAnswer>();
    const [main, terminal, adjacent] = drawn.prizes;
    expect(numbersOf(main)).toEqual([47]);
    // 47 won the 1er premio: the terminal pays 17 alone.
    expect(numbersOf(terminal)).toEqual([17]);
    // 46 is sold; 48 is not, and going up the nearest sold is 60 (17 won already, 45 did not).
    expect(numbersOf(adjacent)).toEqual([46, 60]);
    // The official result gives 46, which already won: as unsold, the nearest sold that has not won is 45.
    const official = (await calls.record(raffle.id, 4, '55546', 'Triple Zulia')).json<DrawAnswer>();
    expect(numbersOf(official.prizes[3])).toEqual([45]);

    // Verificar: the same shared code over the published list and results.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/raffles/${raffle.id}/draw/entries`,
    });
    const entries = parseEntries(list.body);
    const states = official.prizes.map((p) => ({
      ...p,
      winners: p.status === 'drawn' ? p.winners : null,
    }));
    for (const prize of official.prizes.slice(1)) {
      const again = recomputeWinners(prize, entries, range, {
        result: prize.result!.result,
        mainNumber: 47,
        wonBefore: numbersWonBefore(states, prize.position)!,
      });
      expect(again?.map((w) => w.number)).toEqual(numbersOf(prize));
    }
  });

  it('a follower that excludes waits for an earlier official prize; that one waits for the prizes before it', async () => {
    const raffle = await calls.raffleWithPrizes(
      [
        { title: 'Moto', kind: 'main' },
        { title: 'TV', kind: 'official', lottery_name: 'Triple Zulia', exclude_winners: true },
        { title: 'Terminal', kind: 'terminal', digits: 1, exclude_winners: true },
      ],
      { start: '0', end: '99' },
    );
    await buildPayment(ctx.database.db, { raffleId: raffle.id, numbers: [47, 17, 27] });
    await calls.close(raffle.id);
    const early = await calls.record(raffle.id, 2, '11117', 'Triple Zulia');
    expect(early.statusCode).toBe(409);
    expect(early.json<{ message: string }>().message).toBe(
      'Primero registra el resultado del 1er premio: este premio excluye los números que ya ganaron un premio anterior',
    );
    const afterMain = (await calls.record(raffle.id, 1, '12347')).json<DrawAnswer>();
    expect(afterMain.prizes[2]!.status).toBe('fixed');
    const afterOfficial = (
      await calls.record(raffle.id, 2, '11117', 'Triple Zulia')
    ).json<DrawAnswer>();
    expect(numbersOf(afterOfficial.prizes[1])).toEqual([17]);
    expect(afterOfficial.prizes[2]).toMatchObject({ status: 'drawn' });
    expect(numbersOf(afterOfficial.prizes[2])).toEqual([27]);
  });

  it('refuses a flag that is not a yes or no, and keeps it off for the kinds that cannot exclude', async () => {
    const bad = await calls.editRaffle(
      (await calls.raffleWithPrizes([{ title: 'Moto', kind: 'main' }])).id,
      { prizes: JSON.stringify([{ title: 'Moto', kind: 'main', exclude_winners: 'sí' }]) },
    );
    expect(bad.statusCode).toBe(400);
    const raffle = await calls.raffleWithPrizes([
      { title: 'Moto', kind: 'main', exclude_winners: true },
    ]);
    expect((await calls.getDraw(raffle.id)).prizes[0]!.exclude_winners).toBe(false);
  });
});
