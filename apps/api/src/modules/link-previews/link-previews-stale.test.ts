import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildCurrency } from '../../test/currencies';
import { buildRaffle } from '../../test/raffle-factories';

const START = new Date('2026-11-26T12:00:00Z');
const HOUR = 3_600_000;

const indexTemplate = () =>
  readFile(new URL('../../../../web/index.html', import.meta.url), 'utf8');

describe('link previews with RATE_STALE_HIDE: a stale rate leaves the shared price', () => {
  let ctx: TestContext;
  let webDir: string;
  let now = START;
  let raffleId: number;

  beforeAll(async () => {
    webDir = await mkdtemp(join(tmpdir(), 'rifas-web-'));
    await writeFile(join(webDir, 'index.html'), await indexTemplate());
    ctx = await createTestApp({
      webDistDir: webDir,
      env: { RATE_STALE_HOURS: '6', RATE_STALE_HIDE: 'true' },
      clock: () => now,
    });
    const db = ctx.database.db;
    // Obtained an hour ago: usable for five more hours.
    await buildCurrency(db, {
      codigo: 'VES',
      simbolo: 'Bs',
      precio: 36.5,
      precioUpdatedAt: new Date(START.getTime() - HOUR),
    });
    raffleId = (
      await buildRaffle(db, { title: 'Moto', priceCents: 500, drawDate: new Date('2026-12-20') })
    ).id;
  });
  afterAll(async () => {
    await ctx.close();
    await rm(webDir, { recursive: true, force: true });
  });

  const description = async (path: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: path });
    expect(res.statusCode).toBe(200);
    return /<meta\s+property="og:description"\s+content="([^"]*)"/.exec(res.body)?.[1] ?? '';
  };

  it('shows the bolívar price while the rate is fresh, dollars alone once it is stale', async () => {
    expect(await description(`/raffles/${raffleId}`)).toContain('$5.00 (Bs 182,50) por número');
    // Built 30 s before the rate turns stale, and held (public answers live up to a
    // minute): it must lapse at that moment all the same.
    now = new Date(START.getTime() + 5 * HOUR - 30_000);
    expect(await description(`/raffles/${raffleId}`)).toContain('$5.00 (Bs 182,50)');
    now = new Date(START.getTime() + 5 * HOUR + 1000);
    const stale = await description(`/raffles/${raffleId}`);
    expect(stale).toContain('$5.00 por número');
    expect(stale).not.toContain('Bs');
  });
});
