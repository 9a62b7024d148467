import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, currencies } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildCurrency, currencyForm as form, nextCurrencyCode } from '../../test/currencies';
import { buildUser } from '../../test/factories';

// No fetch ever starts here: background work is off in tests (runJobs), and the
// addresses of the form are never contacted.

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
      campo_precio: 'price',
      respaldos: [],
      precio_manual: null,
      fuente_precio: null,
      estatus: 'si',
      posicion: 0,
      precio: 'N/A',
      precio_updated_at: null,
      stale: false,
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
    const legacy = await buildCurrency(ctx.database.db, { estatus: null });
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
    [{ posicion: -1 }, 'La posición debe ser un número entero entre 0 y 999'],
    [{ posicion: 1.5 }, 'La posición debe ser un número entero entre 0 y 999'],
    [{ posicion: '2' }, 'La posición debe ser un número entero entre 0 y 999'],
  ])('refuses %j with the spec text', async (overrides, text) => {
    const before = (await ctx.database.db.select().from(currencies)).length;
    const res = await call('POST', '/api/monedas', form(overrides));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: text, message: text });
    expect((await ctx.database.db.select().from(currencies)).length).toBe(before);
  });

  it('refuses a code that already exists (409), on create and on update', async () => {
    const codigo = nextCurrencyCode();
    const first = (await call('POST', '/api/monedas', form({ codigo }))).json();
    const dup = await call('POST', '/api/monedas', form({ codigo: codigo.toLowerCase() }));
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({
      error: 'Ya existe una moneda con ese código',
      issues: [{ path: 'codigo', message: 'Ya existe una moneda con ese código' }],
    });
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
        posicion: 7,
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
      posicion: 7,
    });
    // A missing status or position keeps the current one.
    const { status: _s, ...withoutStatus } = form({ codigo });
    const kept = (await call('PUT', `/api/monedas/${created.id}`, withoutStatus)).json();
    expect(kept).toMatchObject({ estatus: 'no', posicion: 7 });
  });

  it('keeps the cached rate when the address changes, drops it when the code changes', async () => {
    const row = await buildCurrency(ctx.database.db, { precio: 36.5, precioUpdatedAt: new Date() });
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
    const [row] = await ctx.database.db
      .select()
      .from(currencies)
      .where(eq(currencies.id, created.id));
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
