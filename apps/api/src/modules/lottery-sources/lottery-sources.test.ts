import { beforeEach, describe, expect, it } from 'vitest';
import { LOTTERY_DRAWS } from '@rifas/shared';
import { createTestApp } from '../../test/app';
import { buildUser } from '../../test/factories';
import {
  DAY_OF_DRAWS,
  fixture,
  LOTOVEN_ZULIA,
  lotovenPage,
  setUpResultSites,
  TUAZAR,
  type SavedLottery,
} from '../../test/result-sites';

type Source = { id: string; name: string; lottery: string; preset: boolean };

// 27 Nov 2026 in Caracas (UTC-4): the page is read the evening of the draws it lists.
const ZULIA_NIGHT = '2026-11-27T23:05:00.000Z'; // 7:05 p. m.
const CARACAS_NIGHT = '2026-11-27T23:10:00.000Z'; // 7:10 p. m.
const TACHIRA_NIGHT = '2026-11-28T02:10:00.000Z'; // 10:10 p. m. of the 27th

/** A draw of 27 Nov 2026 at a time the pages print ('07:05 PM'), as an instant (Caracas, UTC-4). */
function drawInstant(time: string): string {
  const [, h, m, half] = /(\d{2}):(\d{2}) ([AP])M/.exec(time)!;
  const hours = (Number(h) % 12) + (half === 'P' ? 12 : 0);
  return new Date(Date.UTC(2026, 10, 27, hours + 4, Number(m))).toISOString();
}

describe('lottery sources: presets, own sources and their test', () => {
  let now = new Date('2026-11-28T02:30:00.000Z');
  const setup = setUpResultSites({ clock: () => now });
  beforeEach(() => {
    now = new Date('2026-11-28T02:30:00.000Z');
  });

  const test = (id: string, drawAt: string, draw?: string) =>
    setup.ctx.app.inject({
      method: 'POST',
      url: `/api/lottery-sources/${id}/test`,
      headers: setup.admin,
      payload: { draw_at: drawAt, ...(draw ? { draw } : {}) },
    });

  it('lists two independent presets for each of the three lotteries', async () => {
    const res = await setup.ctx.app.inject({
      method: 'GET',
      url: '/api/lottery-sources',
      headers: setup.admin,
    });
    expect(res.statusCode).toBe(200);
    const presets = res.json<Source[]>().filter((s) => s.preset);
    for (const lottery of ['Triple Zulia', 'Triple Caracas', 'Lotería del Táchira']) {
      const names = presets.filter((s) => s.lottery === lottery).map((s) => s.name);
      expect(names.sort()).toEqual(['Lotoven', 'TuAzar']);
    }
  });

  it("reads each preset's layout: the Triple A of the draw at its time by default", async () => {
    const cases: [string, string, string][] = [
      ['tuazar-triple-zulia', ZULIA_NIGHT, '052'],
      ['lotoven-triple-zulia', ZULIA_NIGHT, '052'],
      ['tuazar-triple-caracas', CARACAS_NIGHT, '725'],
      ['lotoven-triple-caracas', CARACAS_NIGHT, '725'],
      ['tuazar-triple-tachira', TACHIRA_NIGHT, '481'],
      ['lotoven-triple-tachira', TACHIRA_NIGHT, '481'],
    ];
    for (const [id, drawAt, result] of cases) {
      const res = await test(id, drawAt);
      expect(res.statusCode, id).toBe(200);
      expect(res.json()).toEqual({ result, draw_at: drawAt, fetched_at: now.toISOString() });
    }
  });

  it('reads every draw of the day from each preset: each hour, its Triple A, B and C (ADR 088)', async () => {
    const presets: Record<SavedLottery, string> = {
      zulia: 'triple-zulia',
      caracas: 'triple-caracas',
      tachira: 'triple-tachira',
    };
    for (const lottery of Object.keys(DAY_OF_DRAWS) as SavedLottery[]) {
      for (const row of DAY_OF_DRAWS[lottery].draws) {
        for (const draw of LOTTERY_DRAWS) {
          const result = row[draw].slice(0, 3); // the zodiac triple without its sign
          for (const site of ['tuazar', 'lotoven']) {
            const id = `${site}-${presets[lottery]}`;
            const res = await test(id, drawInstant(row.time), draw);
            expect(res.json(), `${id} ${row.time} ${draw}`).toMatchObject({ result });
          }
        }
      }
    }
    const wrong = await test('tuazar-triple-zulia', ZULIA_NIGHT, 'D');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      issues: [{ path: 'draw', message: 'Elige el sorteo: Triple A, Triple B o Triple C' }],
    });
  });

  it('says why it could not read one: layout change, 403, timeout, not drawn yet, another day', async () => {
    const error = async (id: string, drawAt = ZULIA_NIGHT) => {
      const res = await test(id, drawAt);
      expect(res.statusCode).toBe(400);
      return res.json<{ error: string }>().error;
    };
    // The site renamed its classes: nothing to read, never a wrong number.
    setup.sites.answer(TUAZAR, {
      body: fixture('tuazar-resultados.html').replaceAll('lc-row', 'res-row'),
    });
    expect(await error('tuazar-triple-zulia')).toBe('No se pudo leer el resultado');
    setup.sites.answer(LOTOVEN_ZULIA, {
      body: lotovenPage('zulia').replaceAll('plan-invest-limit', 'list'),
    });
    expect(await error('lotoven-triple-zulia')).toBe('No se pudo leer el resultado');

    setup.sites.answer(TUAZAR, { status: 403, body: '<h1>403 Forbidden</h1>' });
    expect(await error('tuazar-triple-zulia')).toBe(
      'No se pudo leer el resultado: la página respondió 403',
    );
    setup.sites.answer(TUAZAR, 'hang');
    expect(await error('tuazar-triple-zulia')).toBe(
      'No se pudo leer el resultado: Tiempo de espera agotado',
    );
    setup.sites.reset();

    setup.sites.answer(TUAZAR, {
      body: fixture('tuazar-resultados.html').replace(
        '<div class="lc-cell lc-cell--time">7:05 PM</div><div class="lc-cell">052</div>',
        '<div class="lc-cell lc-cell--time">7:05 PM</div><div class="lc-cell">---</div>',
      ),
    });
    expect(await error('tuazar-triple-zulia')).toBe(
      'No se pudo leer el resultado: la página aún no muestra el sorteo de las 7:05 p. m.',
    );
    setup.sites.reset();
    // Read the next day, the page lists that day's draws: not this one.
    now = new Date('2026-11-28T15:00:00.000Z');
    expect(await error('lotoven-triple-zulia')).toBe(
      'No se pudo leer el resultado: la página muestra otro día (28/11/2026)',
    );
    expect((await test('nada-de-esto', ZULIA_NIGHT)).statusCode).toBe(404);
  });

  it('an own source: URL, CSS selector or pattern, and the date the page prints', async () => {
    const page = `<html><body><p class="fecha">Sorteo del 27/11/2026</p>
      <div class="triple"><b>Triple A</b> <span class="n">318</span></div></body></html>`;
    setup.sites.answer('/mi-sitio/resultados', { body: page });
    const create = (payload: Record<string, unknown>) =>
      setup.ctx.app.inject({
        method: 'POST',
        url: '/api/lottery-sources',
        headers: setup.admin,
        payload,
      });

    const bySelector = await create({
      name: 'Mi sitio',
      lottery: 'Triple Zulia',
      url: `${setup.sites.root}/mi-sitio/resultados`,
      selector: '.triple .n',
      date_format: 'dd/MM/yyyy',
    });
    expect(bySelector.statusCode).toBe(201);
    const own = bySelector.json<Source & { selector: string }>();
    expect(own).toMatchObject({ name: 'Mi sitio', preset: false, selector: '.triple .n' });
    expect((await test(own.id, ZULIA_NIGHT)).json()).toMatchObject({ result: '318' });
    // The page prints another date than the draw's.
    const res = await test(own.id, '2026-11-26T23:05:00.000Z');
    expect(res.json()).toMatchObject({
      error: 'No se pudo leer el resultado: la página muestra otro día (27/11/2026)',
    });

    const byPattern = await create({
      name: 'Mi sitio (patrón)',
      lottery: 'Triple Zulia',
      url: `${setup.sites.root}/mi-sitio/resultados`,
      pattern: 'Triple A (\\d{3})',
    });
    expect(byPattern.statusCode).toBe(201);
    expect((await test(byPattern.json<Source>().id, ZULIA_NIGHT)).json()).toMatchObject({
      result: '318',
    });

    const list = await setup.ctx.app.inject({
      method: 'GET',
      url: '/api/lottery-sources',
      headers: setup.admin,
    });
    expect(list.json<Source[]>().filter((s) => !s.preset)).toHaveLength(2);

    const bad = await create({ name: 'x', lottery: 'Triple Zulia', url: 'ftp://x', pattern: '(' });
    expect(bad.statusCode).toBe(400);
    const issues = bad.json<{ issues: { path: string; message: string }[] }>().issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'url', message: 'Escribe una dirección http o https válida' },
        { path: 'pattern', message: 'El patrón no es una expresión regular válida' },
      ]),
    );
    const neither = await create({ name: 'x', lottery: 'Triple Zulia', url: 'https://a.example/' });
    expect(neither.json()).toMatchObject({ error: 'Indica un selector CSS o un patrón' });
  });

  it('refuses a source on a private address without the test switch', async () => {
    const guarded = await createTestApp({ clock: () => now });
    try {
      const user = (await buildUser(guarded.database.db, { role: 'admin' })).auth;
      const created = await guarded.app.inject({
        method: 'POST',
        url: '/api/lottery-sources',
        headers: user,
        payload: {
          name: 'Local',
          lottery: 'Triple Zulia',
          url: `${setup.sites.root}/x`,
          selector: 'b',
        },
      });
      const res = await guarded.app.inject({
        method: 'POST',
        url: `/api/lottery-sources/${created.json<Source>().id}/test`,
        headers: user,
        payload: { draw_at: ZULIA_NIGHT },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json<{ error: string }>().error).toMatch(/dirección privada o local/);
    } finally {
      await guarded.close();
    }
  }, 120_000); // a second app and database of its own: slow on a loaded machine
});
