import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { currencies } from '../../db/schema';
import { ratesRefreshJob, refreshRates } from '../../jobs/rates-refresh';
import { createTestApp, type TestContext } from '../../test/app';
import { buildCurrency, startPriceServer, type PriceServer } from '../../test/currencies';
import { buildUser } from '../../test/factories';
import { jobContext } from '../../context';
import { refreshCurrencyRate } from './rates.service';

// Every address fetched here is 127.0.0.1 (a node:http server this file starts),
// or one the guard refuses before connecting.

const START = new Date('2026-06-01T12:00:00Z');

function movableClock() {
  let now = START;
  return {
    clock: () => now,
    advance(seconds: number) {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
}

async function readCurrency(ctx: TestContext, id: number) {
  const [row] = await ctx.database.db.select().from(currencies).where(eq(currencies.id, id));
  return row!;
}

async function publicRates(ctx: TestContext) {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/monedas/rates' });
  expect(res.statusCode).toBe(200);
  return res.json() as { codigo: string; precio: number | 'N/A'; updated_at: string | null }[];
}

describe('rates refresh (private addresses allowed)', () => {
  let ctx: TestContext;
  let server: PriceServer;
  const time = movableClock();

  beforeAll(async () => {
    server = await startPriceServer();
    ctx = await createTestApp({ env: { ALLOW_PRIVATE_RATE_URLS: 'true' }, clock: time.clock });
  });
  afterAll(async () => {
    await ctx.close();
    await server.close();
  });
  afterEach(async () => {
    await ctx.database.db.delete(currencies);
  });

  it('is registered to run every RATES_REFRESH_SECONDS', () => {
    const job = ratesRefreshJob(ctx.app);
    expect(job).toMatchObject({ name: 'rates-refresh', everyMs: 120_000 });
  });

  it('stores the price, and picks up a new price at the next refresh', async () => {
    const ves = await buildCurrency(ctx.database.db, {
      codigo: 'VES',
      urlPrecio: server.url('/ves'),
    });
    expect((await publicRates(ctx))[0]?.precio).toBe('N/A');

    server.setPrice(36.5);
    expect(await refreshRates(ctx.app)).toEqual([{ codigo: 'VES', ok: true, precio: 36.5 }]);
    expect(await publicRates(ctx)).toEqual([
      expect.objectContaining({ codigo: 'VES', precio: 36.5, updated_at: START.toISOString() }),
    ]);

    server.setPrice('40.10'); // a numeric string with a dot is a rate too
    time.advance(120);
    await refreshRates(ctx.app);
    const row = await readCurrency(ctx, ves.id);
    expect(row.precio).toBe(40.1);
    expect(row.precioUpdatedAt?.toISOString()).toBe(time.clock().toISOString());
    expect(server.requests.at(-1)?.url).toBe('/ves');
  });

  it('does not fetch again within half an interval (another instance just did)', async () => {
    await buildCurrency(ctx.database.db, { urlPrecio: server.url() });
    server.setPrice(10);
    await refreshRates(ctx.app);
    const fetched = server.requests.length;
    time.advance(30);
    expect(await refreshRates(ctx.app)).toEqual([]);
    expect(server.requests.length).toBe(fetched);
    time.advance(60);
    await refreshRates(ctx.app);
    expect(server.requests.length).toBe(fetched + 1);
  });

  it('never fetches inactive currencies', async () => {
    await buildCurrency(ctx.database.db, { urlPrecio: server.url('/inactiva'), estatus: 'no' });
    const before = server.requests.length;
    time.advance(600);
    expect(await refreshRates(ctx.app)).toEqual([]);
    expect(server.requests.length).toBe(before);
  });

  it.each([
    [{ body: 'no es json' }, 'La respuesta de la fuente de precio no es JSON válido'],
    [{ body: '{"precio": 37}' }, 'La respuesta de la fuente de precio no tiene el campo price'],
    [{ body: '[{"price": 37}]' }, 'La respuesta de la fuente de precio no tiene el campo price'],
    [{ body: '{"price": -37}' }, 'El precio recibido no es un número positivo'],
    [{ body: '{"price": 0}' }, 'El precio recibido no es un número positivo'],
    [{ body: '{"price": "37,5"}' }, 'El precio recibido no es un número positivo'],
    [{ body: '{"price": "abc"}' }, 'El precio recibido no es un número positivo'],
    [{ body: '{"price": null}' }, 'El precio recibido no es un número positivo'],
    [{ body: '{"price": ["37"]}' }, 'El precio recibido no es un número positivo'],
    [{ status: 500, body: '{"price": 37}' }, 'La fuente de precio respondió con el estado 500'],
    [{ status: 404, body: '' }, 'La fuente de precio respondió con el estado 404'],
  ])('a broken answer %j keeps the last rate and records why', async (reply, text) => {
    const row = await buildCurrency(ctx.database.db, { urlPrecio: server.url() });
    server.setPrice(36.5);
    time.advance(600);
    await refreshRates(ctx.app);
    const goodAt = time.clock();

    server.reply = reply;
    time.advance(120);
    const [outcome] = (await refreshRates(ctx.app))!;
    expect(outcome).toEqual({ codigo: row.codigo, ok: false, error: text });
    const after = await readCurrency(ctx, row.id);
    expect(after).toMatchObject({ precio: 36.5, precioUpdatedAt: goodAt, lastError: text });
    expect(after.lastErrorAt?.toISOString()).toBe(time.clock().toISOString());

    const admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    const shown = await ctx.app.inject({
      method: 'GET',
      url: `/api/monedas/${row.id}`,
      headers: admin,
    });
    expect(shown.json()).toMatchObject({
      precio: 36.5,
      last_error: text,
      last_error_at: time.clock().toISOString(),
    });
    const [rate] = await publicRates(ctx);
    expect(rate).toMatchObject({ precio: 36.5, last_error_at: time.clock().toISOString() });

    // The next good answer clears the error.
    server.setPrice(38);
    time.advance(120);
    await refreshRates(ctx.app);
    expect(await readCurrency(ctx, row.id)).toMatchObject({
      precio: 38,
      lastError: null,
      lastErrorAt: null,
    });
  });

  it('a currency that never had a rate stays N/A when its source fails', async () => {
    await buildCurrency(ctx.database.db, { codigo: 'COP', urlPrecio: server.url() });
    server.reply = { status: 503 };
    time.advance(600);
    await refreshRates(ctx.app);
    expect(await publicRates(ctx)).toEqual([
      {
        codigo: 'COP',
        nombre: 'Moneda de prueba',
        simbolo: 'Q',
        precio: 'N/A',
        updated_at: null,
        stale: false,
        last_error_at: time.clock().toISOString(),
      },
    ]);
  });

  it('refuses a redirect, even to an allowed address, and keeps the rate', async () => {
    const target = await startPriceServer({ body: '{"price": 999}' });
    const row = await buildCurrency(ctx.database.db, { urlPrecio: server.url(), precio: 36.5 });
    server.reply = { status: 302, headers: { location: target.url('/robado') } };
    time.advance(600);
    await refreshRates(ctx.app);
    expect(await readCurrency(ctx, row.id)).toMatchObject({
      precio: 36.5,
      lastError: 'La fuente de precio respondió con una redirección (no se siguen redirecciones)',
    });
    expect(target.requests).toEqual([]);
    await target.close();
  });

  it('gives a slow source up after the time limit', async () => {
    const row = await buildCurrency(ctx.database.db, { urlPrecio: server.url(), precio: 36.5 });
    server.reply = { hang: true };
    const outcome = await refreshCurrencyRate(jobContext(ctx.app), { moneda: row, timeoutMs: 200 });
    expect(outcome).toMatchObject({
      ok: false,
      error: 'La fuente de precio no respondió a tiempo',
    });
    expect((await readCurrency(ctx, row.id)).precio).toBe(36.5);
  });

  it('drops an answer for an address the admin changed meanwhile', async () => {
    const row = await buildCurrency(ctx.database.db, {
      urlPrecio: server.url('/vieja'),
      precio: 36.5,
    });
    await ctx.database.db
      .update(currencies)
      .set({ urlPrecio: server.url('/nueva') })
      .where(eq(currencies.id, row.id));
    server.setPrice(1);
    await refreshCurrencyRate(jobContext(ctx.app), { moneda: row });
    expect((await readCurrency(ctx, row.id)).precio).toBe(36.5);
  });

  it('lets one refresh run at a time across instances', async () => {
    const other = await createTestApp({
      env: { ALLOW_PRIVATE_RATE_URLS: 'true' },
      clock: time.clock,
      database: ctx.database,
    });
    await buildCurrency(ctx.database.db, { urlPrecio: server.url('/lenta') });
    server.reply = { body: '{"price": 12.5}', delayMs: 400 };
    time.advance(600);
    const before = server.requests.length;
    const [a, b] = await Promise.all([refreshRates(ctx.app), refreshRates(other.app)]);
    expect([a, b].filter((r) => r === null)).toHaveLength(1);
    expect(server.requests.length).toBe(before + 1);
    // The lock is released afterwards: the next turn runs.
    time.advance(600);
    expect(await refreshRates(other.app)).toHaveLength(1);
    await other.close();
  });
});
