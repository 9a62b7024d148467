import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';

const THROTTLED = 'Demasiados intentos fallidos. Espera 1 minuto(s) antes de intentar de nuevo.';

/*
 * Issue 46, point 9: the current password asked again before 'cambiar mi contraseña' and
 * 'Vaciar Todo' is a password guess like a login's (a stolen session could try many), so it
 * goes through the login throttle: LOGIN_MAX_FAILURES (5) per account and network, then 429.
 */
describe('password re-checks are throttled like logins', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { TRUST_PROXY: 'true' } });
  });
  afterAll(async () => ctx.close());

  type Admin = Awaited<ReturnType<typeof buildUser>>;
  const doors = {
    'cambiar mi contraseña': (admin: Admin, password: string, ip: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/auth/${admin.user.id}/admin-password`,
        headers: { ...admin.auth, 'x-forwarded-for': ip },
        payload: { newPassword: 'otra-clave-nueva', currentPassword: password },
      }),
    'Vaciar Todo': (admin: Admin, password: string, ip: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/raffles/truncate',
        headers: { ...admin.auth, 'x-forwarded-for': ip },
        payload: { confirm: 'VACIAR', password },
      }),
  };

  it.each(Object.keys(doors) as (keyof typeof doors)[])(
    '%s: 429 after the login limits, the right password from elsewhere still works',
    async (door) => {
      const send = doors[door];
      const admin = await buildUser(ctx.database.db, { role: 'admin' });
      const statuses: number[] = [];
      for (let i = 0; i < 30; i++) {
        statuses.push((await send(admin, `incorrecta-${i}`, '203.0.113.7')).statusCode);
      }
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
      expect(new Set(statuses.slice(5))).toEqual(new Set([429]));
      const blocked = await send(admin, admin.password, '203.0.113.7');
      expect([blocked.statusCode, blocked.json().error]).toEqual([429, THROTTLED]);
      // The same account's failures count for its login too: one throttle for its password.
      const login = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'x-forwarded-for': '203.0.113.7' },
        payload: { email: admin.user.email, password: admin.password },
      });
      expect(login.statusCode).toBe(429);
      // Another network, the right password: done.
      expect((await send(admin, admin.password, '198.51.100.20')).statusCode).toBe(200);
    },
  );
});
