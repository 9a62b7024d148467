import { and, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';

type Headers = Record<string, string>;

describe('user administration: deletion, last admin, direct passwords', () => {
  let ctx: TestContext;
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
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    admin = await buildUser(ctx.database.db, { role: 'admin' });
  });

  it('deletes a user (their sessions go too) but never the caller', async () => {
    const target = await buildUser(ctx.database.db);
    const res = await call('DELETE', `/api/auth/${target.user.id}`, admin.auth);
    expect(res.json()).toEqual({ success: true, message: 'Usuario eliminado correctamente' });
    expect((await me(target.auth)).statusCode).toBe(401);
    expect((await call('GET', `/api/auth/${target.user.id}`, admin.auth)).statusCode).toBe(404);
    expect((await auditFor(target.user.id)).map((e) => e.action)).toEqual(['user.delete']);

    const self = await call('DELETE', `/api/auth/${admin.user.id}`, admin.auth);
    expect(self.statusCode).toBe(409);
    expect(self.json().error).toBe('No puedes eliminar tu propia cuenta');
    expect((await call('DELETE', '/api/auth/999999', admin.auth)).statusCode).toBe(404);
  });

  it('never demotes the last admin, and two admins removing each other leave one', async () => {
    await ctx.database.db
      .update(users)
      .set({ role: 'user' })
      .where(and(eq(users.role, 'admin'), ne(users.id, admin.user.id)));
    const selfDemote = await call('PUT', `/api/auth/${admin.user.id}`, admin.auth, {
      full_name: 'Yo',
      email: admin.user.email,
      role: 'user',
    });
    expect(selfDemote.statusCode).toBe(409);
    expect(selfDemote.json().error).toBe(
      'No se puede eliminar ni degradar al último administrador',
    );

    const second = await buildUser(ctx.database.db, { role: 'admin' });
    const results = await Promise.all([
      call('DELETE', `/api/auth/${second.user.id}`, admin.auth),
      call('DELETE', `/api/auth/${admin.user.id}`, second.auth),
    ]);
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const admins = await ctx.database.db.select().from(users).where(eq(users.role, 'admin'));
    expect(admins).toHaveLength(1);
  });

  it.each(['admin-password', 'password'])(
    'sets a password through /%s and logs the user out',
    async (path) => {
      const target = await buildUser(ctx.database.db);
      const res = await call('PUT', `/api/auth/${target.user.id}/${path}`, admin.auth, {
        newPassword: 'puesta-por-admin',
      });
      expect(res.json()).toEqual({
        success: true,
        message: 'Contraseña actualizada correctamente',
      });
      expect((await me(target.auth)).statusCode).toBe(401);
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: target.user.email, password: 'puesta-por-admin' },
      });
      expect(login.statusCode).toBe(200);
      const [entry] = await auditFor(target.user.id);
      expect(entry?.action).toBe('user.password_set');
      expect(JSON.stringify(entry?.details)).not.toContain('puesta-por-admin');
    },
  );

  it('validates the direct password and keeps the admin signed in when it is their own', async () => {
    const url = `/api/auth/${admin.user.id}/admin-password`;
    for (const [newPassword, text] of [
      ['', 'La nueva contraseña es obligatoria'],
      ['abc', 'La contraseña debe tener al menos 6 caracteres'],
    ]) {
      const res = await call('PUT', url, admin.auth, { newPassword });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe(text);
    }
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.user.email, password: admin.password },
    });
    const otherAuth = { authorization: `Bearer ${other.json().token}` };
    // Their own password: only with the current one, and a wrong one changes nothing.
    for (const [currentPassword, text] of [
      [undefined, 'Escribe tu contraseña actual'],
      ['no-es-la-mia', 'La contraseña actual no es correcta'],
    ] as const) {
      const refused = await call('PUT', url, admin.auth, {
        newPassword: 'mi-nueva-clave',
        ...(currentPassword ? { currentPassword } : {}),
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error).toBe(text);
    }
    const stillOld = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.user.email, password: admin.password },
    });
    expect(stillOld.statusCode).toBe(200);
    const changed = await call('PUT', url, admin.auth, {
      newPassword: 'mi-nueva-clave',
      currentPassword: admin.password,
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(admin.auth)).statusCode).toBe(200);
    expect((await me(otherAuth)).statusCode).toBe(401);
    expect(
      (
        await call('PUT', '/api/auth/999999/admin-password', admin.auth, {
          newPassword: 'mi-nueva-clave',
        })
      ).statusCode,
    ).toBe(404);
  });
});
