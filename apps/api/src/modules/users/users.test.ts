import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { findPasswordMaterial } from '../../test/auth-factories';

type Headers = Record<string, string>;

describe('user administration', () => {
  let ctx: TestContext;
  let offsetMs = 0;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    headers: Headers,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const me = (headers: Headers) => call('GET', '/api/auth/me', headers);
  const auditFor = (id: number) =>
    ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(id)));

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => new Date(Date.now() + offsetMs) });
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    offsetMs = 0;
    admin = await buildUser(ctx.database.db, { role: 'admin' });
  });

  it('keeps every admin route from guests (401) and non-admins (403)', async () => {
    const { auth } = await buildUser(ctx.database.db);
    const routes: ['GET' | 'POST' | 'PUT' | 'DELETE', string, object?][] = [
      ['GET', '/api/auth'],
      ['GET', '/api/admin/users/count'],
      ['GET', `/api/auth/${admin.user.id}`],
      ['POST', '/api/auth/register-admin', {}],
      ['PUT', `/api/auth/${admin.user.id}`, {}],
      ['DELETE', `/api/auth/${admin.user.id}`],
      ['PUT', `/api/auth/${admin.user.id}/admin-password`, {}],
      ['PUT', `/api/auth/${admin.user.id}/password`, {}],
    ];
    for (const [method, url, payload] of routes) {
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
      const res = await call(method, url, auth, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(res.json().error).toBe('No tienes permiso para realizar esta acción');
    }
  });

  it('lists users with verification states and no password material', async () => {
    const plain = await buildUser(ctx.database.db, { isVerified: false, phone: '0412' });
    await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        full_name: 'Pendiente',
        email: 'pendiente@correo.test',
        password: 'clave-pendiente',
      },
    });
    const res = await call('GET', '/api/auth', admin.auth);
    expect(res.statusCode).toBe(200);
    expect(findPasswordMaterial(res.body)).toBeUndefined();
    const list = res.json() as { id: number; email: string; verification: string }[];
    const byEmail = (email: string) => list.find((u) => u.email === email);
    expect(byEmail(admin.user.email)).toEqual({
      id: admin.user.id,
      full_name: admin.user.fullName,
      email: admin.user.email,
      phone: null,
      role: 'admin',
      is_verified: 1,
      verification: 'verified',
      pending_digest: true,
      created_at: admin.user.createdAt.toISOString(),
    });
    expect(byEmail(plain.user.email)).toMatchObject({
      is_verified: 0,
      verification: 'not_verified',
      phone: '0412',
    });
    expect(byEmail('pendiente@correo.test')).toMatchObject({
      is_verified: 0,
      verification: 'pending',
    });

    offsetMs = 49 * 3_600_000; // the verification e-mail has expired (and so has the factory's session)
    const relogin = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.user.email, password: admin.password },
    });
    const freshAuth = { authorization: `Bearer ${relogin.json().token}` };
    const later = (await call('GET', '/api/auth', freshAuth)).json() as typeof list;
    expect(later.find((u) => u.email === 'pendiente@correo.test')?.verification).toBe(
      'not_verified',
    );
  });

  it('gets one user, 404 for an unknown one, 400 for a bad id', async () => {
    const res = await call('GET', `/api/auth/${admin.user.id}`, admin.auth);
    expect(res.json()).toMatchObject({ id: admin.user.id, email: admin.user.email, role: 'admin' });
    const missing = await call('GET', '/api/auth/999999', admin.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('Usuario no encontrado');
    expect((await call('GET', '/api/auth/abc', admin.auth)).statusCode).toBe(400);
  });

  it('counts users', async () => {
    const [row] = await ctx.database.db.select({ n: count() }).from(users);
    const res = await call('GET', '/api/admin/users/count', admin.auth);
    expect(res.json()).toEqual({ count: row!.n });
  });

  it('creates a verified user or admin who can log in, and audits it without the password', async () => {
    const payload = {
      full_name: 'Nueva Admin',
      email: 'Nueva@Rifas.test',
      phone: '',
      password: 'clave-segura-9',
      role: 'admin',
    };
    const res = await call('POST', '/api/auth/register-admin', admin.auth, payload);
    expect(res.statusCode).toBe(201);
    expect(findPasswordMaterial(res.body)).toBeUndefined();
    const body = res.json();
    expect(body).toMatchObject({
      success: true,
      message: 'Usuario creado correctamente',
      user: {
        full_name: 'Nueva Admin',
        email: 'nueva@rifas.test',
        phone: null,
        role: 'admin',
        is_verified: 1,
        verification: 'verified',
      },
    });
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nueva@rifas.test', password: 'clave-segura-9' },
    });
    expect(login.json().user.role).toBe('admin');
    const [entry] = await auditFor(body.user.id);
    expect(entry).toMatchObject({
      actorId: admin.user.id,
      actorEmail: admin.user.email,
      action: 'user.create',
      entity: 'user',
    });
    expect(JSON.stringify(entry?.details)).not.toMatch(/clave-segura|password/);

    const taken = await call('POST', '/api/auth/register-admin', admin.auth, {
      ...payload,
      email: 'NUEVA@rifas.test',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Ya existe una cuenta con ese email');
  });

  it.each([
    [{ role: 'premium' }, 'Rol no válido'],
    [{ password: '12345' }, 'La contraseña debe tener al menos 6 caracteres'],
    [{ password: 'password' }, 'La contraseña es demasiado común'],
    [{ full_name: ' ' }, 'El nombre completo es requerido'],
    [{ email: 'x@' }, 'Email no válido'],
  ])('validates user creation %o → %s', async (change, text) => {
    const payload = {
      full_name: 'Otro',
      email: 'otro@rifas.test',
      password: 'clave-segura-9',
      role: 'user',
      ...change,
    };
    const res = await call('POST', '/api/auth/register-admin', admin.auth, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(text);
  });

  it('updates a user; only a role change logs them out', async () => {
    const target = await buildUser(ctx.database.db, { email: 'editar@correo.test' });
    const edit = (change: object) =>
      call('PUT', `/api/auth/${target.user.id}`, admin.auth, {
        full_name: 'Editado',
        email: 'editado@correo.test',
        phone: '0414',
        role: 'user',
        ...change,
      });
    const res = await edit({});
    expect(res.statusCode).toBe(200);
    expect(findPasswordMaterial(res.body)).toBeUndefined();
    expect(res.json()).toMatchObject({
      success: true,
      message: 'Usuario actualizado correctamente',
      user: {
        id: target.user.id,
        full_name: 'Editado',
        email: 'editado@correo.test',
        phone: '0414',
        role: 'user',
      },
    });
    expect((await me(target.auth)).statusCode).toBe(200);

    expect((await edit({ role: 'admin' })).statusCode).toBe(200);
    expect((await me(target.auth)).statusCode).toBe(401);
    const actions = (await auditFor(target.user.id)).map((e) => e.action);
    expect(actions).toEqual(['user.update', 'user.update', 'user.role_change']);

    const taken = await edit({ email: admin.user.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toBe('Ya existe una cuenta con ese email');
    expect(
      (
        await call('PUT', '/api/auth/999999', admin.auth, {
          full_name: 'X',
          email: 'x@x.test',
          role: 'user',
        })
      ).statusCode,
    ).toBe(404);
  });
});
