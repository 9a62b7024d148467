import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prize } from '@rifas/shared';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import {
  later,
  prizeCalls,
  type DrawAnswer,
  type Issues,
  type PrizeCalls,
} from '../../test/prize-calls';
import { buildPayment, buildRaffle } from '../../test/raffle-factories';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

describe('several prizes, each decided from an official result over a fixed list', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    ({ editRaffle, raffleWithPrizes, close, record, getDraw } = prizeCalls(ctx, admin));
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  let editRaffle: PrizeCalls['editRaffle'];
  let raffleWithPrizes: PrizeCalls['raffleWithPrizes'];
  let close: PrizeCalls['close'];
  let record: PrizeCalls['record'];
  let getDraw: PrizeCalls['getDraw'];
  const numbersOf = (prize: Prize | undefined) => prize?.winners.map((w) => w.number);

  it('terminal on 1,000 numbers with 2 digits pays exactly the sold numbers ending in them; the official prize takes its own result', async () => {
    const raffle = await raffleWithPrizes([
      { title: 'Moto', kind: 'main' },
      { title: 'TV', kind: 'official', lottery_name: 'Triple Zulia' },
      { title: 'Terminal', kind: 'terminal', digits: 2 },
      { title: 'Vecinos', kind: 'adjacent' },
    ]);
    const ana = await buildPayment(db(), {
      raffleId: raffle.id,
      numbers: [47, 547],
      customerName: 'Ana Pérez',
    });
    const luis = await buildPayment(db(), { raffleId: raffle.id, numbers: [147, 546, 300] });
    await buildPayment(db(), { raffleId: raffle.id, numbers: [948, 46, 7] });
    await buildPayment(db(), { raffleId: raffle.id, numbers: [847], status: 'refunded' });
    await close(raffle.id);

    expect((await record(raffle.id, 3, '1234')).statusCode).toBe(409);
    expect(
      (await record(raffle.id, 2, '1300', 'Lotería del Táchira')).json<Issues>().issues,
    ).toEqual([
      {
        path: 'lottery_name',
        message: 'Este premio se decide con el resultado de Triple Zulia, como dice su regla',
      },
    ]);

    const main = await record(raffle.id, 1, '98547');
    expect(main.statusCode, main.body).toBe(200);
    const drawn = main.json<DrawAnswer>();
    expect(drawn.winning_number).toBe(547);
    const [first, second, terminal, adjacent] = drawn.prizes;
    expect(first).toMatchObject({ status: 'drawn', result: { result: '98547', number: 547 } });
    expect(first!.winners).toEqual([{ number: 547, name: 'Ana P.' }]);
    expect(numbersOf(terminal)).toEqual([47, 147, 547]);
    // 548 was not sold: under 'se declara desierto' only 546 wins.
    expect(numbersOf(adjacent)).toEqual([546]);
    expect(second!.status).toBe('fixed');

    // The raffle's public answer is cached (ADR 011): a prize's result reaches it too.
    const page = () => ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffle.id}` });
    expect((await page()).json<{ prizes: Prize[] }>().prizes[1]!.status).toBe('fixed');
    const official = await record(raffle.id, 2, '44300', 'triple zulia');
    expect(official.statusCode, official.body).toBe(200);
    const prize = official.json<DrawAnswer>().prizes[1]!;
    expect(prize).toMatchObject({
      status: 'drawn',
      result: { name: 'triple zulia', result: '44300', number: 300 },
    });
    expect(numbersOf(prize)).toEqual([300]);
    expect((await page()).json<{ prizes: Prize[] }>().prizes[1]).toEqual(prize);
    expect((await record(raffle.id, 2, '44301', 'Triple Zulia')).statusCode).toBe(409);
    expect(ana.id).not.toBe(luis.id);
  });

  it('adjacent wraps at the ends as the rule says', async () => {
    const raffle = await raffleWithPrizes(
      [
        { title: 'Moto', kind: 'main' },
        { title: 'Vecinos', kind: 'adjacent' },
      ],
      { start: '0', end: '99' },
    );
    await buildPayment(db(), { raffleId: raffle.id, numbers: [0, 98, 99, 50] });
    await close(raffle.id);
    const res = await record(raffle.id, 1, '12399');
    expect(res.statusCode, res.body).toBe(200);
    const [main, adjacent] = res.json<DrawAnswer>().prizes;
    expect(numbersOf(main)).toEqual([99]);
    expect(numbersOf(adjacent)).toEqual([98, 0]);
  });

  it("an unsold number follows the operator's choice: desierto, next draw, or the nearest sold", async () => {
    const make = async (unsold: string) => {
      const raffle = await raffleWithPrizes([{ title: 'Moto', kind: 'main', unsold }], {
        start: '0',
        end: '99',
      });
      await buildPayment(db(), { raffleId: raffle.id, numbers: [10, 14, 40] });
      await close(raffle.id);
      return raffle.id;
    };
    const desierto = await make('void');
    expect(numbersOf((await record(desierto, 1, '512')).json<DrawAnswer>().prizes[0])).toEqual([]);
    expect((await getDraw(desierto)).prizes[0]).toMatchObject({ status: 'drawn', winners: [] });

    const nearest = await make('nearest');
    // 12 is two from 10 and two from 14: the one before wins.
    expect(numbersOf((await record(nearest, 1, '512')).json<DrawAnswer>().prizes[0])).toEqual([10]);

    const next = await make('next_draw');
    const refused = await record(next, 1, '512');
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Issues>().issues).toEqual([
      {
        path: 'result',
        message:
          'El número 12 no se vendió y, según la regla publicada, el premio pasa al siguiente sorteo oficial: registra ese resultado',
      },
    ]);
    expect((await getDraw(next)).status).toBe('fixed');
    expect(numbersOf((await record(next, 1, '540')).json<DrawAnswer>().prizes[0])).toEqual([40]);
  });

  it('the early bird draws only among numbers paid and validated before its cut-off, over its own list', async () => {
    const cutoff = new Date(Date.now() - 86_400_000);
    const raffle = await raffleWithPrizes(
      [
        { title: 'Moto', kind: 'main' },
        {
          title: 'Preventa',
          kind: 'early_bird',
          cutoff_at: cutoff.toISOString(),
          lottery_name: 'Triple Zulia',
        },
      ],
      { start: '0', end: '99' },
    );
    const before = new Date(cutoff.getTime() - 60_000);
    const early = await buildPayment(db(), {
      raffleId: raffle.id,
      numbers: [5, 61],
      reviewedAt: before,
      customerName: 'Rosa Díaz',
    });
    await buildPayment(db(), {
      raffleId: raffle.id,
      numbers: [7],
      reviewedAt: new Date(cutoff.getTime() + 1),
    });
    await buildPayment(db(), { raffleId: raffle.id, numbers: [8], reviewedAt: null });
    await buildPayment(db(), { raffleId: raffle.id, numbers: [9], status: 'pending' });

    expect((await record(raffle.id, 2, '1234', 'Triple Zulia')).json<Issues>().error).toBe(
      'La lista de este premio aún no se publicó',
    );
    const fix = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/prizes/2/close`,
      headers: admin,
    });
    expect(fix.statusCode, fix.body).toBe(200);
    const prize = fix.json<DrawAnswer>().prizes[1]!;
    expect(prize).toMatchObject({ status: 'fixed', entries_count: 2 });
    const list = await ctx.app.inject({ method: 'GET', url: prize.entries_url! });
    expect(list.body).toBe(`05;${early.id};Rosa D.\n61;${early.id};Rosa D.\n`);
    expect(sha256(list.rawPayload)).toBe(prize.fingerprint);
    // Sales are still open: the main list is not fixed, the pending payment waits.
    expect((await getDraw(raffle.id)).status).toBe('open');

    // Two lines: one digit, every result counts, its remainder by 2 is the line (5 → line 1).
    const res = await record(raffle.id, 2, '1235', 'Triple Zulia');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<DrawAnswer>().prizes[1]!.winners).toEqual([{ number: 61, name: 'Rosa D.' }]);
  });

  it('names are masked in every public answer, and the published prizes cannot change', async () => {
    const raffle = await raffleWithPrizes([
      { title: 'Moto', kind: 'main' },
      { title: 'Terminal', kind: 'terminal', digits: 1 },
    ]);
    await buildPayment(db(), {
      raffleId: raffle.id,
      numbers: [1, 11],
      customerName: 'María José Gómez',
      customerEmail: 'maria.secreta@correo.test',
      customerPhone: '0414-555-1234',
    });
    await close(raffle.id);
    const edit = await editRaffle(raffle.id, {
      end_number: '999',
      prizes: JSON.stringify([{ title: 'Carro', kind: 'main' }]),
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json<Issues>().error).toBe(
      'La lista de un premio ya se publicó: los premios y sus reglas ya no se pueden cambiar',
    );
    expect((await record(raffle.id, 1, '0011')).statusCode).toBe(200);

    for (const url of [`/api/raffles/${raffle.id}`, `/api/raffles/${raffle.id}/draw`]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      const prizes = res.json<{ prizes: Prize[] }>().prizes;
      expect(prizes[1]!.winners).toEqual([
        { number: 1, name: 'María G.' },
        { number: 11, name: 'María G.' },
      ]);
      for (const secret of ['@', 'correo', 'José', 'Gómez', '0414', '555', 'V-']) {
        expect(res.body, `${url} ${secret}`).not.toContain(secret);
      }
    }
  });

  it('a raffle without prizes has its product as the one main prize', async () => {
    const raffle = await buildRaffle(db(), { productToWin: 'Una nevera' });
    await buildPayment(db(), { raffleId: raffle.id, numbers: [34], customerName: 'Pedro Páez' });
    await close(raffle.id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/draw/result`,
      headers: admin,
      payload: { lottery_name: 'Lotería del Táchira', draw_at: later(), result: '1234' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<DrawAnswer>().prizes).toEqual([
      expect.objectContaining({
        position: 1,
        title: 'Una nevera',
        kind: 'main',
        status: 'drawn',
        winners: [{ number: 34, name: 'Pedro P.' }],
      }),
    ]);
  });
});
