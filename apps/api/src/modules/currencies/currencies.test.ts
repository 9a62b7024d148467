import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, monedas } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildMoneda, nextCurrencyCode } from '../../test/currencies';
import { buildUser } from '../../test/factories';

// No fetch ever starts here: background work is off in tests (runJobs), and the
// addresses below are never contacted.
const form = (overrides: Record<string, unknown> = {}) => ({
  nombre: 'Bolívar',
  codigo: nextCurrencyCode(),
  simbolo: 'Bs',
  url_precio: 'https://precios.example/ves',
  status: 'si',
  ...overrides,
});

describe('currencies admin API', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
  });
  afterAll(() => ctx.close());

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
    ctx.app.inject({
      method,
      url,
      headers: admin,
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  it('creates a currency, upper-casing its code, with no rate yet', async () => {
    const codigo = nextCurrencyCode();
    const res = await call('POST', '/api/monedas', form({ codigo: codigo.toLowerCase() }));
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      nombre: 'Bolívar',
      codigo,
      simbolo: 'Bs',
      url_precio: 'https://precios.example/ves',
      estatus: 'si',
      precio: 'N/A',
      precio_updated_at: null,
      last_error: null,
      last_error_at: null,
    });
    const got = await call('GET', `/api/monedas/${body.id}`);
    expect(got.json()).toEqual(body);
  });

  it('treats a missing status as active, and takes estatus as an alias', async () => {
    const { status: _status, ...noStatus } = form();
    expect((await call('POST', '/api/monedas', noStatus)).json().estatus).toBe('si');
    expect(
      (
        await call('POST', '/api/monedas', {
          ...noStatus,
          codigo: nextCurrencyCode(),
          estatus: 'no',
        })
      ).json().estatus,
    ).toBe('no');
    const legacy = await buildMoneda(ctx.database.db, { estatus: null });
    expect((await call('GET', `/api/monedas/${legacy.id}`)).json().estatus).toBe('si');
  });

  it.each([
    [{ nombre: '' }, 'El nombre es requerido'],
    [{ nombre: undefined }, 'El nombre es requerido'],
    [{ simbolo: '  ' }, 'El símbolo es requerido'],
    [{ simbolo: 'BsSBsS' }, 'El símbolo no puede tener más de 5 caracteres'],
    [{ url_precio: '' }, 'La URL de precio es requerida'],
    [{ url_precio: 'precios punto com' }, 'La URL no es válida'],
    [{ url_precio: 'file:///etc/passwd' }, 'La URL no es válida'],
    [{ codigo: '' }, 'El código es requerido'],
    [{ codigo: 'VE' }, 'El código debe tener 3 letras'],
    [{ codigo: 'V3S' }, 'El código debe tener 3 letras'],
  ])('refuses %j with the spec text', async (overrides, text) => {
    const before = (await ctx.database.db.select().from(monedas)).length;
    const res = await call('POST', '/api/monedas', form(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: text, message: text });
    expect((await ctx.database.db.select().from(monedas)).length).toBe(before);
  });

  it('refuses a code that already exists (409), on create and on update', async () => {
    const codigo = nextCurrencyCode();
    const first = (await call('POST', '/api/monedas', form({ codigo }))).json();
    const dup = await call('POST', '/api/monedas', form({ codigo: codigo.toLowerCase() }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe('Ya existe una moneda con ese código');
    const other = (await call('POST', '/api/monedas', form())).json();
    const clash = await call('PUT', `/api/monedas/${other.id}`, form({ codigo }));
    expect(clash.statusCode).toBe(409);
    expect(clash.json().error).toBe('Ya existe una moneda con ese código');
    // Keeping one's own code is no clash.
    expect((await call('PUT', `/api/monedas/${first.id}`, form({ codigo }))).statusCode).toBe(200);
  });

  it('updates every field; the status comes as status', async () => {
    const created = (await call('POST', '/api/monedas', form())).json();
    const codigo = nextCurrencyCode();
    const res = await call(
      'PUT',
      `/api/monedas/${created.id}`,
      form({
        nombre: 'Peso colombiano',
        codigo,
        simbolo: '$',
        url_precio: 'https://otra.example/cop',
        status: 'no',
      }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: created.id,
      nombre: 'Peso colombiano',
      codigo,
      simbolo: '$',
      url_precio: 'https://otra.example/cop',
      estatus: 'no',
    });
    const { status: _s, ...withoutStatus } = form({ codigo });
    expect((await call('PUT', `/api/monedas/${created.id}`, withoutStatus)).json().estatus).toBe(
      'no',
    );
  });

  it('keeps the cached rate when the address changes, drops it when the code changes', async () => {
    const row = await buildMoneda(ctx.database.db, { precio: 36.5, precioUpdatedAt: new Date() });
    const sameCode = await call(
      'PUT',
      `/api/monedas/${row.id}`,
      form({ codigo: row.codigo, url_precio: 'https://nueva.example/' }),
    );
    expect(sameCode.json().precio).toBe(36.5);
    const newCode = await call(
      'PUT',
      `/api/monedas/${row.id}`,
      form({ url_precio: 'https://nueva.example/' }),
    );
    expect(newCode.json()).toMatchObject({ precio: 'N/A', precio_updated_at: null });
  });

  it('DELETE deactivates and keeps the row', async () => {
    const created = (await call('POST', '/api/monedas', form())).json();
    const res = await call('DELETE', `/api/monedas/${created.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: created.id, estatus: 'no' });
    const [row] = await ctx.database.db.select().from(monedas).where(eq(monedas.id, created.id));
    expect(row?.estatus).toBe('no');
    expect((await call('GET', `/api/monedas/${created.id}`)).json().estatus).toBe('no');
  });

  it('answers 404 for an unknown currency', async () => {
    for (const [method, payload] of [['GET'], ['PUT', form()], ['DELETE']] as const) {
      const res = await call(method, '/api/monedas/999999', payload);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe('Moneda no encontrada');
    }
  });

  it('writes create, update and deactivate to the audit log', async () => {
    const created = (await call('POST', '/api/monedas', form())).json();
    await call(
      'PUT',
      `/api/monedas/${created.id}`,
      form({ codigo: created.codigo, nombre: 'Otro' }),
    );
    await call('DELETE', `/api/monedas/${created.id}`);
    const entries = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'moneda'), eq(auditLog.entityId, String(created.id))))
      .orderBy(auditLog.id);
    expect(entries.map((e) => e.action)).toEqual([
      'moneda.create',
      'moneda.update',
      'moneda.deactivate',
    ]);
    expect(entries[0]?.actorEmail).toMatch(/@prueba\.test$/);
  });
});

describe('currencies list, search, stats and rates', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => new Date('2026-06-01T12:00:00Z') });
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    const db = ctx.database.db;
    await buildMoneda(db, {
      nombre: 'Bolívar',
      codigo: 'VES',
      simbolo: 'Bs',
      precio: 36.5,
      precioUpdatedAt: new Date('2026-06-01T11:58:00Z'),
    });
    await buildMoneda(db, {
      nombre: 'Peso colombiano',
      codigo: 'COP',
      simbolo: '$',
      precio: 4000,
      precioUpdatedAt: new Date('2026-06-01T10:00:00Z'),
      lastError: 'La fuente de precio no respondió a tiempo',
      lastErrorAt: new Date('2026-06-01T11:59:00Z'),
    });
    await buildMoneda(db, {
      nombre: 'Euro',
      codigo: 'EUR',
      simbolo: '€',
      estatus: 'no',
      precio: 0.92,
      precioUpdatedAt: new Date('2026-06-01T11:58:00Z'),
    });
    await buildMoneda(db, { nombre: 'Sol peruano', codigo: 'PEN', simbolo: 'S/' });
    for (let i = 0; i < 21; i += 1) {
      await buildMoneda(db, {
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

  it('GET /monedas/rates is public and lists active currencies only', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/monedas/rates' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        codigo: 'COP',
        nombre: 'Peso colombiano',
        simbolo: '$',
        precio: 4000,
        updated_at: '2026-06-01T10:00:00.000Z',
        stale: true,
        last_error_at: '2026-06-01T11:59:00.000Z',
      },
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
    expect(await ctx.database.db.select().from(monedas)).toEqual([]);
  });
});
