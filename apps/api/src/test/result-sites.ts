import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { LotteryDraw } from '@rifas/shared';
import type { Clock } from '../types';
import { createTestApp, type TestConfigOverrides, type TestContext } from './app';
import { buildUser } from './factories';

/** The saved pages of the real result sites (modules/lottery-sources/fixtures, ADR 083). */
const FIXTURES = join(import.meta.dirname, '../modules/lottery-sources/fixtures');
export const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

type DrawRow = { time: string } & Record<LotteryDraw, string>;

/**
 * One day of each lottery's draws, as both saved sites list them: at each hour a
 * Triple A, a Triple B and a third, zodiac triple (C: number and sign). The TuAzar
 * copy (fixtures/tuazar-resultados.html) prints these same results.
 */
export const DAY_OF_DRAWS = {
  zulia: {
    game: 'triplezulia',
    title: 'Triple Zulia',
    draws: [
      { time: '12:45 PM', A: '530', B: '187', C: '319 Ari' },
      { time: '04:45 PM', A: '264', B: '908', C: '672 Leo' },
      { time: '07:05 PM', A: '052', B: '741', C: '495 Cap' },
    ],
  },
  caracas: {
    game: 'triplecaracas',
    title: 'Triple Caracas',
    draws: [
      { time: '01:00 PM', A: '611', B: '240', C: '158 Gem' },
      { time: '04:30 PM', A: '389', B: '016', C: '827 Sag' },
      { time: '07:10 PM', A: '725', B: '463', C: '390 Tau' },
    ],
  },
  tachira: {
    game: 'tripletachira',
    title: 'Triple Tachira',
    draws: [
      { time: '01:15 PM', A: '904', B: '332', C: '576 Tau' },
      { time: '04:45 PM', A: '158', B: '670', C: '213 Vir' },
      { time: '10:10 PM', A: '481', B: '229', C: '804 Pis' },
    ],
  },
} satisfies Record<string, { game: string; title: string; draws: DrawRow[] }>;
export type SavedLottery = keyof typeof DAY_OF_DRAWS;

/**
 * Lotoven's page of one game (lotoven.com/loteria/<game>/resultados/) in the layout
 * its public scrapers read (ADR 083): one `ul.plan-invest-limit` per draw letter,
 * each hour a `li` with `.lot2` (time) and `.lot3` (number). One builder for the
 * three games, which differ only in their title and numbers.
 */
export function lotovenPage(lottery: SavedLottery): string {
  const { game, title, draws } = DAY_OF_DRAWS[lottery];
  const list = (letter: LotteryDraw) =>
    [
      `          <ul class="plan-invest-limit">`,
      `            <li class="pb-2">Triple ${letter}</li>`,
      ...draws.map(
        (d) =>
          `            <li><span class="lot2">${d.time}</span> <span class="lot3">${d[letter]}</span></li>`,
      ),
      `          </ul>`,
    ].join('\n');
  return `<!DOCTYPE html>
<html lang="es">
<head>
  <meta charset="utf-8">
  <title>${title} Resultados de hoy | Lotoven</title>
</head>
<body>
  <!-- Copy reproducing lotoven.com/loteria/${game}/resultados/ (layout as read by public scrapers; ADR 083). -->
  <nav class="navbar"><a class="navbar-brand" href="/">Lotoven</a></nav>
  <section class="plan-section">
    <div class="container">
      <div class="row">
        <div class="col-lg-12 plan-item">
          <h2 class="plan-interest-percent">${title}</h2>
${(['A', 'B', 'C'] as const).map(list).join('\n')}
        </div>
      </div>
    </div>
  </section>
</body>
</html>
`;
}

export const TUAZAR = '/tuazar.com/loteria/resultados/';
export const lotovenPath = (lottery: SavedLottery) =>
  `/lotoven.com/loteria/${DAY_OF_DRAWS[lottery].game}/resultados/`;
export const LOTOVEN_ZULIA = lotovenPath('zulia');

function sitePage(path: string): string | undefined {
  if (path === TUAZAR) return fixture('tuazar-resultados.html');
  const lottery = (Object.keys(DAY_OF_DRAWS) as SavedLottery[]).find(
    (l) => lotovenPath(l) === path,
  );
  return lottery ? lotovenPage(lottery) : undefined;
}

export type PageAnswer = { status?: number; body?: string } | 'hang';

/**
 * A loopback server standing in for the result sites: each preset under
 * `/<host><path>` (LOTTERY_PRESETS_ROOT), answering with the saved page as the
 * site does (text/html, 200), unless a test says otherwise for a path: another
 * page, a 403 as a site's firewall answers, or no answer at all.
 */
export async function startResultSites() {
  const answers = new Map<string, PageAnswer>();
  const hanging = new Set<ServerResponse>();
  const server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0]!;
    const answer = answers.get(path);
    if (answer === 'hang') {
      hanging.add(res);
      return;
    }
    const body = answer?.body ?? sitePage(path);
    if (body === undefined) {
      res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>404</h1>');
      return;
    }
    res.writeHead(answer?.status ?? 200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    root: `http://127.0.0.1:${port}`,
    /** Another answer for a path (`/tuazar.com/loteria/resultados/`); reset() restores the site. */
    answer(path: string, value: PageAnswer) {
      answers.set(path, value);
    },
    reset() {
      answers.clear();
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type ResultSites = Awaited<ReturnType<typeof startResultSites>>;

/**
 * The one set-up of the result-fetch tests: the sites on loopback, the app reading its
 * presets there (private addresses allowed, a 1 s timeout) on `clock`, and an admin.
 * `env` adds to the app's environment once the hooks before it ran (a Telegram loopback's
 * address). The fields are filled in beforeAll; each test starts with the sites as saved.
 */
export function setUpResultSites(opts: { clock: Clock; env?: () => TestConfigOverrides }) {
  const setup = {} as { ctx: TestContext; sites: ResultSites; admin: Record<string, string> };
  beforeAll(async () => {
    setup.sites = await startResultSites();
    setup.ctx = await createTestApp({
      clock: opts.clock,
      env: {
        ALLOW_PRIVATE_RESULT_URLS: 'true',
        LOTTERY_PRESETS_ROOT: setup.sites.root,
        RESULT_FETCH_TIMEOUT_SECONDS: '1',
        ...opts.env?.(),
      },
    });
    setup.admin = (await buildUser(setup.ctx.database.db, { role: 'admin' })).auth;
  });
  afterAll(async () => {
    await setup.ctx?.close();
    await setup.sites?.close();
  });
  beforeEach(() => setup.sites.reset());
  return setup;
}
