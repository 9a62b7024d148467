import { readFileSync } from 'node:fs';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';

/** The saved pages of the real result sites (modules/lottery-sources/fixtures, ADR 083). */
const FIXTURES = join(import.meta.dirname, '../modules/lottery-sources/fixtures');
export const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');

const SITE_PAGES: Record<string, string> = {
  '/tuazar.com/loteria/resultados/': 'tuazar-resultados.html',
  '/lotoven.com/loteria/triplezulia/resultados/': 'lotoven-triplezulia.html',
  '/lotoven.com/loteria/triplecaracas/resultados/': 'lotoven-triplecaracas.html',
  '/lotoven.com/loteria/tripletachira/resultados/': 'lotoven-tripletachira.html',
};

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
    const file = SITE_PAGES[path];
    const body = answer?.body ?? (file ? fixture(file) : undefined);
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

export const TUAZAR = '/tuazar.com/loteria/resultados/';
export const LOTOVEN_ZULIA = '/lotoven.com/loteria/triplezulia/resultados/';
