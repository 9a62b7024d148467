import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readDrawRuleWords, type Prize } from '@rifas/shared';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { later, prizeCalls } from '../../test/prize-calls';
import { buildRaffle } from '../../test/raffle-factories';

type DrawAnswer = {
  rule: string;
  fixed_at: string;
  result_after: string;
  winning_number: number | null;
};

describe('draw result: newer than the list, and as the published words say', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
  });
  afterAll(() => ctx.close());

  const close = async (id: number) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${id}/draw/close`,
      headers: admin,
    });
    expect(res.statusCode).toBe(200);
    return res.json<DrawAnswer>();
  };
  const record = (id: number, drawAt: Date, result: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${id}/draw/result`,
      headers: admin,
      payload: { lottery_name: 'Lotería del Zulia', draw_at: drawAt.toISOString(), result },
    });

  it('refuses a lottery draw older than the list, or within the published minute, in Spanish', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const draw = await close(raffle.id);
    const fixedAt = new Date(draw.fixed_at);
    expect(new Date(draw.result_after).getTime() - fixedAt.getTime()).toBe(60_000);
    expect(draw.rule).toContain('al menos 1 minuto después de publicada esta lista');

    for (const offset of [-3_600_000, -1, 0, 59_999]) {
      const res = await record(raffle.id, new Date(fixedAt.getTime() + offset), '1234');
      expect(res.statusCode).toBe(400);
      const body = res.json<{ error: string; issues: { path: string; message: string }[] }>();
      expect(body.issues).toEqual([{ path: 'draw_at', message: body.error }]);
      expect(body.error).toMatch(/^Ese sorteo de la lotería \(.+\) no es posterior a la lista/);
      expect(body.error).toContain('Registra el resultado de un sorteo posterior');
    }
    const status = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffle.id}/draw` });
    expect(status.json()).toMatchObject({ status: 'fixed', lottery: null });

    const drawnAt = new Date(fixedAt.getTime() + 60_000);
    const ok = await record(raffle.id, drawnAt, '1234');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ status: 'drawn', winning_number: 34 });
    // Drawn a week before the advertised date: the raffle now shows the real one.
    const page = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffle.id}` });
    expect(page.json()).toMatchObject({
      draw_date: drawnAt.toISOString(),
      status: 'completed',
      numero_ganador: 34,
    });
  });

  it('refuses a draw dated more than 5 minutes ahead (issue 44): nothing is published', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    await close(raffle.id);
    for (const ahead of [365 * 86_400_000, 86_400_000, 6 * 60_000]) {
      const res = await record(raffle.id, new Date(Date.now() + ahead), '1234');
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        error: 'La fecha del sorteo no puede ser futura',
        issues: [{ path: 'draw_at', message: 'La fecha del sorteo no puede ser futura' }],
      });
    }
    const status = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffle.id}/draw` });
    expect(status.json()).toMatchObject({ status: 'fixed', lottery: null, winning_number: null });
    // Within the slack (a clock a little ahead, a draw just held): it counts.
    const ok = await record(raffle.id, new Date(Date.now() + 4 * 60_000), '1234');
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it("keeps the main prize's lottery in its published rule and refuses another's result", async () => {
    const { createRaffle } = prizeCalls(ctx, admin);
    const created = await createRaffle({
      prizes: JSON.stringify([{ title: 'Una moto', kind: 'main', lottery_name: 'Triple Caracas' }]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id, prizes } = created.json<{ id: number; prizes: Prize[] }>();
    expect(prizes[0]).toMatchObject({ lottery_name: 'Triple Caracas' });
    expect(prizes[0]!.rule).toMatch(/^Con el resultado de Triple Caracas: /);
    await close(id);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${id}/draw/result`,
      headers: admin,
      payload: { lottery_name: 'Lotto Activo', draw_at: later(), result: '1234' },
    });
    expect(res.statusCode).toBe(400);
    const message = 'Este premio se decide con el resultado de Triple Caracas, como dice su regla';
    expect(res.json()).toMatchObject({
      error: message,
      issues: [{ path: 'lottery_name', message }],
    });
    const ok = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${id}/draw/result`,
      headers: admin,
      payload: { lottery_name: 'triple caracas', draw_at: later(), result: '1234' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('for random sizes 2–100,000 and results, the winner is what the published words say', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 1000 }),
        fc.integer({ min: 2, max: 100_000 }),
        fc.stringMatching(/^\d{5,8}$/),
        async (start, size, result) => {
          const end = start + size - 1;
          const raffle = await buildRaffle(ctx.database.db, { startNumber: start, endNumber: end });
          const draw = await close(raffle.id);
          const res = await record(raffle.id, new Date(Date.now() + 120_000), result);
          const said = readDrawRuleWords(draw.rule, { start, end }, result);
          if (said?.kind === 'winner') {
            expect(res.statusCode).toBe(200);
            expect(res.json<DrawAnswer>().winning_number).toBe(said.number);
          } else {
            // The words say this result does not count: the API says so and what comes next.
            expect(said?.kind).toBe('not-valid');
            expect(res.statusCode).toBe(400);
            const error = res.json<{ error: string }>().error;
            expect(error).toContain(`(${said?.kind === 'not-valid' ? said.used : ''})`);
            expect(error).toContain('registra el del siguiente sorteo oficial');
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
