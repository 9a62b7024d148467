import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildCurrency, currencyForm as form } from '../../test/currencies';
import { buildUser } from '../../test/factories';

// Reading currencies (list, search, stats, public rates) and who may call what.
describe('currencies list, search, stats and rates', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => new Date('2026-06-01T12:00:00Z') });
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    const db = ctx.database.db;
    await buildCurrency(db, {
      nombre: 'Bolívar',
      codigo: 'VES',
      simbolo: 'Bs',
      precio: 36.5,
      precioUpdatedAt: new Date('2026-06-01T11:58:00Z'),
    });
    await buildCurrency(db, {
      nombre: 'Peso colombiano',
      codigo: 'COP',
      simbolo: '$',
      posicion: 5,
      precio: 4000,
      precioUpdatedAt: new Date('2026-06-01T10:00:00Z'),
      lastError: 'La fuente de precio no respondió a tiempo',
      lastErrorAt: new Date('2026-06-01T11:59:00Z'),
    });
    await buildCurrency(db, {
      nombre: 'Euro',
      codigo: 'EUR',
      simbolo: '€',
      estatus: 'no',
      precio: 0.92,
      precioUpdatedAt: new Date('2026-06-01T11:58:00Z'),
    });
    await buildCurrency(db, { nombre: 'Sol peruano', codigo: 'PEN', simbolo: 'S/' });
    for (let i = 0; i < 21; i += 1) {
      await buildCurrency(db, {
        nombre: `Moneda ${String(i).padStart(2, '0')}`,
        simbolo: '¤',
        estatus: 'no',
      });
    }
  });
  afterAll(() => ctx.close());

  const get = (url: string) => ctx.app.inject({ method: 'GET', url, headers: admin });

  it('pages with defaults 1 and 20', async () => {
    const res = await get('/api/monedas');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.monedas).toHaveLength(20);
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 25, pages: 2 });
    const page2 = (await get('/api/monedas?page=2')).json();
    expect(page2.monedas).toHaveLength(5);
    const ids = new Set([...body.monedas, ...page2.monedas].map((m: { id: number }) => m.id));
    expect(ids.size).toBe(25);
    const admins = (await get('/api/monedas?page=3&limit=10')).json();
    expect(admins.monedas).toHaveLength(5);
    expect(admins.pagination).toEqual({ page: 3, limit: 10, total: 25, pages: 3 });
  });

  it('searches nombre, codigo and simbolo, case-insensitively', async () => {
    const codes = async (search: string) =>
      (await get(`/api/monedas?search=${encodeURIComponent(search)}`))
        .json()
        .monedas.map((m: { codigo: string }) => m.codigo);
    expect(await codes('bolív')).toEqual(['VES']);
    expect(await codes('cop')).toEqual(['COP']);
    expect(await codes('€')).toEqual(['EUR']);
    expect(await codes('S/')).toEqual(['PEN']);
    expect(await codes('%')).toEqual([]); // a LIKE wildcard is taken literally
    const search = (await get('/api/monedas?search=moneda&limit=5')).json();
    expect(search.pagination).toEqual({ page: 1, limit: 5, total: 21, pages: 5 });
  });

  it('lists all currencies, active or not', async () => {
    const all = (await get('/api/monedas/all')).json();
    expect(all).toHaveLength(25);
    expect(all.find((m: { codigo: string }) => m.codigo === 'EUR')).toMatchObject({
      estatus: 'no',
      precio: 0.92,
    });
  });

  it('counts total, active, inactive and active with a rate', async () => {
    expect((await get('/api/monedas/stats/overview')).json()).toEqual({
      total: 25,
      active: 3,
      inactive: 22,
      with_rate: 2,
    });
  });

  it('GET /monedas/rates is public and lists active currencies only, by posicion then code', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/monedas/rates' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        codigo: 'PEN',
        nombre: 'Sol peruano',
        simbolo: 'S/',
        precio: 'N/A',
        updated_at: null,
        stale: false,
        last_error_at: null,
      },
      {
        codigo: 'VES',
        nombre: 'Bolívar',
        simbolo: 'Bs',
        precio: 36.5,
        updated_at: '2026-06-01T11:58:00.000Z',
        stale: false,
        last_error_at: null,
      },
      {
        codigo: 'COP',
        nombre: 'Peso colombiano',
        simbolo: '$',
        precio: 4000,
        updated_at: '2026-06-01T10:00:00.000Z',
        stale: true,
        last_error_at: '2026-06-01T11:59:00.000Z',
      },
    ]);
  });

  it('GET /monedas/rates answers an empty list when no currency is active', async () => {
    const empty = await createTestApp();
    const res = await empty.app.inject({ method: 'GET', url: '/api/monedas/rates' });
    expect(res.json()).toEqual([]);
    await empty.close();
  });
});

describe('currencies access', () => {
  let ctx: TestContext;
  let user: Record<string, string>;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = (await buildUser(ctx.database.db)).auth;
  });
  afterAll(() => ctx.close());

  const adminRoutes = [
    ['GET', '/api/monedas'],
    ['GET', '/api/monedas/all'],
    ['GET', '/api/monedas/1'],
    ['GET', '/api/monedas/stats/overview'],
    ['POST', '/api/monedas'],
    ['PUT', '/api/monedas/1'],
    ['DELETE', '/api/monedas/1'],
  ] as const;

  it.each(adminRoutes)('%s %s: 401 for a guest, 403 for a user', async (method, url) => {
    const payload = method === 'POST' || method === 'PUT' ? form() : undefined;
    const anon = await ctx.app.inject({ method, url, ...(payload ? { payload } : {}) });
    expect(anon.statusCode).toBe(401);
    const asUser = await ctx.app.inject({
      method,
      url,
      headers: user,
      ...(payload ? { payload } : {}),
    });
    expect(asUser.statusCode).toBe(403);
  });

  it('a refused create writes nothing', async () => {
    await ctx.app.inject({ method: 'POST', url: '/api/monedas', headers: user, payload: form() });
    expect(await ctx.database.db.select().from(currencies)).toEqual([]);
  });
});
