import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Prize } from '@rifas/shared';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { prizeCalls, type Issues, type PrizeCalls } from '../../test/prize-calls';

describe("the raffle form's prizes", () => {
  let ctx: TestContext;
  let createRaffle: PrizeCalls['createRaffle'];
  let editRaffle: PrizeCalls['editRaffle'];
  let raffleWithPrizes: PrizeCalls['raffleWithPrizes'];

  beforeAll(async () => {
    ctx = await createTestApp();
    const admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    ({ createRaffle, editRaffle, raffleWithPrizes } = prizeCalls(ctx, admin));
  });
  afterAll(() => ctx.close());

  it('the form takes prizes in order and refuses a bad list with the field that is wrong', async () => {
    const raffle = await raffleWithPrizes([
      { title: 'Moto Bera', kind: 'main', unsold: 'nearest' },
      { title: 'Un televisor', kind: 'official', lottery_name: 'Triple Zulia' },
      { title: 'Cien dólares', kind: 'terminal', digits: 2 },
      { title: 'Un celular', kind: 'adjacent' },
    ]);
    expect(raffle.prizes.map((p) => [p.position, p.label, p.title, p.kind, p.status])).toEqual([
      [1, '1er premio', 'Moto Bera', 'main', 'open'],
      [2, '2do premio', 'Un televisor', 'official', 'open'],
      [3, '3er premio', 'Cien dólares', 'terminal', 'open'],
      [4, '4to premio', 'Un celular', 'adjacent', 'open'],
    ]);
    expect(raffle.prizes[0]!.rule).toContain('gana el más cercano vendido');
    expect(raffle.prizes[1]!.rule).toContain('Con el resultado de Triple Zulia');
    expect(raffle.prizes[2]!.rule).toContain('en esta rifa, 10 números terminan así');
    expect(raffle.prizes[3]!.rule).toContain('antes del 000 va el 999 y después del 999 el 000');
    const page = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffle.id}` });
    expect(page.json<{ prizes: Prize[] }>().prizes).toEqual(raffle.prizes);

    const bad: [object[], string, string][] = [
      [
        [{ title: 'TV', kind: 'official', lottery_name: 'X' }],
        'prizes.0.kind',
        'El 1er premio debe ser el principal (y solo él)',
      ],
      [
        [
          { title: 'Moto', kind: 'main' },
          { title: 'TV', kind: 'official' },
        ],
        'prizes.1.lottery_name',
        'Indica de qué lotería sale el resultado de este premio',
      ],
      [
        [
          { title: 'Moto', kind: 'main' },
          { title: 'Fin', kind: 'terminal', digits: 3 },
        ],
        'prizes.1.digits',
        'Con 3 cifras la terminal es el número completo: en esta rifa usa como máximo 2',
      ],
      [
        [
          { title: 'Moto', kind: 'main' },
          { title: 'Fin', kind: 'terminal', digits: 1, unsold: 'nearest' },
        ],
        'prizes.1.unsold',
        'Ese tipo de premio no admite esa opción para un número no vendido',
      ],
      [
        [
          { title: 'Moto', kind: 'main' },
          { title: 'Pre', kind: 'early_bird' },
        ],
        'prizes.1.cutoff_at',
        'Indica la fecha de corte de la preventa',
      ],
    ];
    for (const [prizes, path, message] of bad) {
      const res = await createRaffle({ end_number: '999', prizes: JSON.stringify(prizes) });
      expect(res.statusCode).toBe(400);
      expect(res.json<Issues>().issues).toContainEqual({ path, message });
    }
    const garbled = await createRaffle({ prizes: '[{' });
    expect(garbled.json<Issues>()).toMatchObject({ error: 'La lista de premios no es válida' });
  });

  it('an edit that keeps the prizes still checks them against the new range and draw date', async () => {
    const cutoff = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const raffle = await raffleWithPrizes([
      { title: 'Moto', kind: 'main' },
      { title: 'Terminal', kind: 'terminal', digits: 2 },
      { title: 'Preventa', kind: 'early_bird', cutoff_at: cutoff, lottery_name: 'Triple Zulia' },
    ]);
    const before = (await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffle.id}` })).body;
    // An API-only edit without `prizes`: 000–999 becomes 00–99, where 2 digits is the whole number.
    const smaller = await editRaffle(raffle.id, { end_number: '99' });
    expect(smaller.statusCode).toBe(400);
    expect(smaller.json<Issues>().issues).toContainEqual({
      path: 'end_number',
      message: 'Con 2 cifras la terminal es el número completo: en esta rifa usa como máximo 1',
    });
    // A draw date before the early bird's cut-off.
    const earlier = await editRaffle(raffle.id, {
      end_number: '999',
      draw_date: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(earlier.statusCode).toBe(400);
    expect(earlier.json<Issues>().issues).toContainEqual({
      path: 'draw_date',
      message: 'La fecha de corte de la preventa debe ser anterior a la fecha del sorteo',
    });
    // Nothing changed; an edit the prizes allow still goes through.
    const after = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffle.id}` });
    expect(after.body).toBe(before);
    const fine = await editRaffle(raffle.id, { end_number: '1999' });
    expect(fine.statusCode, fine.body).toBe(200);
    expect(fine.json<{ prizes: Prize[] }>().prizes.map((p) => p.kind)).toEqual([
      'main',
      'terminal',
      'early_bird',
    ]);
  });
});
