import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { createTestApp, type TestContext } from '../../test/app';
import { currencyForm, startPriceServer, type PriceServer } from '../../test/currencies';
import { buildUser } from '../../test/factories';
import { heldActiveRates, refreshAllRates } from './rates.service';

// Every address fetched here is 127.0.0.1 (node:http servers this file starts).

const START = new Date('2026-11-25T08:00:00Z');
const HOUR = 3_600_000;

type AdminCurrency = {
  id: number;
  codigo: string;
  precio: number | 'N/A';
  precio_updated_at: string | null;
  fuente_precio: string | null;
  precio_manual: number | null;
  stale: boolean;
  last_error: string | null;
};

describe('rate sources: field path, fallbacks, manual rate, stale flag', () => {
  let ctx: TestContext;
  let main: PriceServer;
  let backup: PriceServer;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let now = START;

  beforeAll(async () => {
    main = await startPriceServer();
    backup = await startPriceServer();
    ctx = await createTestApp({
      env: { ALLOW_PRIVATE_RATE_URLS: 'true', RATE_STALE_HOURS: '6', RATE_STALE_HIDE: 'true' },
      clock: () => now,
    });
    admin = await buildUser(ctx.database.db, { role: 'admin' });
  });
  afterAll(async () => {
    await ctx.close();
    await main.close();
    await backup.close();
  });

  const create = async (fields: Record<string, unknown>) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/monedas',
      headers: admin.auth,
      payload: currencyForm(fields),
    });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as AdminCurrency;
  };
  const read = async (id: number) =>
    (
      await ctx.app.inject({ method: 'GET', url: `/api/monedas/${id}`, headers: admin.auth })
    ).json() as AdminCurrency;
  const refresh = () => refreshAllRates({ ...jobContext(ctx.app), now });
  const publicCodes = async () =>
    (
      (await ctx.app.inject({ method: 'GET', url: '/api/monedas/rates' })).json() as {
        codigo: string;
      }[]
    ).map((r) => r.codigo);

  it("reads the rate at the source's field path: DolarApi's 'promedio', pyDolarVenezuela's 'monitors.usd.price'", async () => {
    main.reply = {
      body: JSON.stringify({ fuente: 'oficial', promedio: 36.71, fechaActualizacion: 'x' }),
    };
    const dolarApi = await create({ url_precio: main.url('/dolarapi'), campo_precio: 'promedio' });
    await refresh();
    expect(await read(dolarApi.id)).toMatchObject({ precio: 36.71, fuente_precio: 'principal' });

    main.reply = { body: JSON.stringify({ monitors: { usd: { price: '40.25' } } }) };
    const pyDolar = await create({
      url_precio: main.url('/pydolar'),
      campo_precio: 'monitors.usd.price',
    });
    await refresh();
    expect((await read(pyDolar.id)).precio).toBe(40.25);

    main.reply = { body: JSON.stringify({ price: 1 }) };
    const missing = await create({ url_precio: main.url('/otro'), campo_precio: 'promedio' });
    await refresh();
    expect(await read(missing.id)).toMatchObject({
      precio: 'N/A',
      last_error: 'La respuesta de la fuente de precio no tiene el campo promedio',
    });

    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/monedas',
      headers: admin.auth,
      payload: currencyForm({ campo_precio: 'monitors..price' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Escribe el campo como price, promedio o monitors.usd.price');
    for (const m of [dolarApi, pyDolar, missing]) {
      await ctx.app.inject({ method: 'DELETE', url: `/api/monedas/${m.id}`, headers: admin.auth });
    }
  });

  it('falls back to the second source when the first is down, and keeps each rate its own date', async () => {
    main.reply = { status: 503, body: 'caído' };
    backup.reply = { body: JSON.stringify({ data: { rate: 38.5 } }) };
    const ves = await create({
      url_precio: main.url('/bcv'),
      respaldos: [
        { url: backup.url('/caido'), campo: 'price' },
        { url: backup.url('/bcv'), campo: 'data.rate' },
      ],
    });
    now = new Date(START.getTime() + HOUR);
    backup.reply = { body: JSON.stringify({ data: { rate: 38.5 } }) };
    await refresh();
    const fetched = await read(ves.id);
    // The first fallback answers without the field: the second one gives the rate.
    expect(fetched).toMatchObject({ precio: 38.5, fuente_precio: 'respaldo 2' });
    expect(fetched.precio_updated_at).toBe(now.toISOString());

    // Every source down two hours later: the rate stays, dated when it was obtained.
    const obtainedAt = now;
    now = new Date(START.getTime() + 3 * HOUR);
    backup.reply = { status: 500, body: '' };
    await refresh();
    const kept = await read(ves.id);
    expect(kept).toMatchObject({
      precio: 38.5,
      precio_updated_at: obtainedAt.toISOString(),
      last_error: 'La fuente de precio respondió con el estado 503',
      stale: false,
    });
    const strip = (await ctx.app.inject({ method: 'GET', url: '/api/monedas/rates' })).json() as {
      codigo: string;
      updated_at: string;
    }[];
    expect(strip.find((r) => r.codigo === ves.codigo)?.updated_at).toBe(obtainedAt.toISOString());

    const tooMany = await ctx.app.inject({
      method: 'PUT',
      url: `/api/monedas/${ves.id}`,
      headers: admin.auth,
      payload: currencyForm({
        codigo: ves.codigo,
        url_precio: main.url('/bcv'),
        respaldos: [1, 2, 3].map((n) => ({ url: backup.url(`/${n}`), campo: 'price' })),
      }),
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.body).toContain('Como máximo dos fuentes de respaldo');
    await ctx.app.inject({ method: 'DELETE', url: `/api/monedas/${ves.id}`, headers: admin.auth });
  });

  it("takes a manual rate ('Tasa manual') that no source replaces, until it is taken away", async () => {
    now = START;
    main.reply = { body: JSON.stringify({ price: 36.5 }) };
    const ves = await create({ url_precio: main.url('/manual'), precio_manual: 41.2 });
    expect(ves).toMatchObject({
      precio: 41.2,
      precio_manual: 41.2,
      fuente_precio: 'manual',
      precio_updated_at: START.toISOString(),
    });
    now = new Date(START.getTime() + HOUR);
    await refresh();
    expect(await read(ves.id)).toMatchObject({ precio: 41.2, fuente_precio: 'manual' });

    const cleared = await ctx.app.inject({
      method: 'PUT',
      url: `/api/monedas/${ves.id}`,
      headers: admin.auth,
      payload: currencyForm({
        codigo: ves.codigo,
        url_precio: main.url('/manual'),
        precio_manual: null,
      }),
    });
    expect(cleared.json()).toMatchObject({ precio_manual: null, precio: 41.2 });
    await refresh();
    expect(await read(ves.id)).toMatchObject({ precio: 36.5, fuente_precio: 'principal' });
    await ctx.app.inject({ method: 'DELETE', url: `/api/monedas/${ves.id}`, headers: admin.auth });
  });

  it("keeps the source's own date of the rate: yesterday's rate served this morning is 'Tasa vieja'", async () => {
    now = new Date(START.getTime() + 30 * HOUR);
    // Like the job: a currency fetched less than a minute ago waits for its next turn.
    const refreshDue = () => refreshAllRates({ ...jobContext(ctx.app), now }, { minAgeMs: 60_000 });
    const fetchOnce = async (body: object, fields: Record<string, unknown>) => {
      main.reply = { body: JSON.stringify(body) };
      const currency = await create(fields);
      await refreshDue();
      const read1 = await read(currency.id);
      await ctx.app.inject({
        method: 'DELETE',
        url: `/api/monedas/${currency.id}`,
        headers: admin.auth,
      });
      return read1;
    };

    // DolarApi: ISO with its zone, 14 h before now. The refresh's turn follows the
    // fetch, not the rate's age: the next run does not fetch it again at once.
    const yesterday = new Date(now.getTime() - 14 * HOUR).toISOString();
    main.reply = { body: JSON.stringify({ promedio: 38.2, fechaActualizacion: yesterday }) };
    const dolarApi = await create({ url_precio: main.url('/ayer'), campo_precio: 'promedio' });
    await refreshDue();
    const fetched = main.requests.length;
    expect(await refreshDue()).toEqual([]);
    expect(main.requests.length).toBe(fetched);
    expect(await read(dolarApi.id)).toMatchObject({
      precio: 38.2,
      precio_updated_at: yesterday,
      stale: true,
    });
    expect(await publicCodes()).not.toContain(dolarApi.codigo);
    await ctx.app.inject({
      method: 'DELETE',
      url: `/api/monedas/${dolarApi.id}`,
      headers: admin.auth,
    });

    // pyDolarVenezuela: day first, 12-hour clock, the shop's zone (Caracas, UTC-4).
    const pyDolar = await fetchOnce(
      { monitors: { usd: { price: 39.5, last_update: '26/11/2026, 08:30 AM' } } },
      { url_precio: main.url('/pydolar-fecha'), campo_precio: 'monitors.usd.price' },
    );
    expect(pyDolar.precio_updated_at).toBe('2026-11-26T12:30:00.000Z');

    // A date ahead of our clock counts from now; an unreadable one from the fetch.
    const ahead = await fetchOnce(
      { price: 37, last_update: '2030-01-01T00:00:00Z' },
      { url_precio: main.url('/adelantada') },
    );
    expect(ahead.precio_updated_at).toBe(now.toISOString());
    const unreadable = await fetchOnce(
      { price: 37, fecha: 'ayer' },
      { url_precio: main.url('/ilegible') },
    );
    expect(unreadable.precio_updated_at).toBe(now.toISOString());
  });

  it('flags a rate older than RATE_STALE_HOURS and (RATE_STALE_HIDE) hides its prices from buyers', async () => {
    now = START;
    main.reply = { body: JSON.stringify({ price: 36.5 }) };
    const ves = await create({ url_precio: main.url('/stale') });
    await refresh();
    expect((await read(ves.id)).stale).toBe(false);
    expect(await publicCodes()).toContain(ves.codigo);
    expect((await heldActiveRates({ ...jobContext(ctx.app), now })).map((r) => r.codigo)).toContain(
      ves.codigo,
    );

    main.reply = { status: 503, body: '' };
    now = new Date(START.getTime() + 7 * HOUR);
    await refresh();
    expect(await read(ves.id)).toMatchObject({ stale: true, precio: 36.5 });
    expect(await publicCodes()).not.toContain(ves.codigo);
    // What a purchase saves with the payment (precio_moneda) leaves it out too.
    expect(
      (await heldActiveRates({ ...jobContext(ctx.app), now })).map((r) => r.codigo),
    ).not.toContain(ves.codigo);
  });
});
