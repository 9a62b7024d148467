import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';

const TOO_MANY = 'Demasiados intentos. Intenta de nuevo en unos minutos.';

describe('accounts: rate limits', () => {
  let ctx: TestContext;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_AUTH_MAX: '3' } });
  });
  afterAll(() => ctx.close());

  // Login has no request limit: its throttle counts failures per account and network (ADR 048).
  const routes: [string, unknown][] = [
    ['/api/auth/register', { full_name: 'X', email: 'no-es-email', password: 'abc' }],
    ['/api/auth/request-password-reset', { email: 'nadie@correo.test' }],
    ['/api/auth/reset-password', { token: 'desconocido', newPassword: 'clave-valida-1' }],
  ];

  it.each(routes)('answers 429 in Spanish after the limit on %s', async (url, payload) => {
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await ctx.app.inject({ method: 'POST', url, payload: payload as object });
      statuses.push(res.statusCode);
      if (i === 3) expect(res.json()).toEqual({ error: TOO_MANY, message: TOO_MANY });
    }
    expect(statuses.slice(0, 3)).not.toContain(429);
    expect(statuses[3]).toBe(429);
  });

  it('counts per client address', async () => {
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      remoteAddress: '10.0.0.9',
      payload: { email: 'nadie@correo.test' },
    });
    expect(other.statusCode).toBe(200);
  });

  it('never limits the login requests themselves: well-formed or not, only failures count', async () => {
    const { user, password } = await buildUser(ctx.database.db);
    for (let i = 0; i < 20; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: '10.0.0.11',
        payload: i % 2 ? { email: 'no-es-email' } : { email: `v${i}@correo.test`, password: 'x' },
      });
      expect([400, 401]).toContain(res.statusCode);
    }
    const right = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.0.0.11',
      payload: { email: user.email, password },
    });
    expect(right.statusCode).toBe(200);
  });

  it('does not limit an admin sending reset links', async () => {
    const { auth } = await buildUser(ctx.database.db, { role: 'admin' });
    for (let i = 0; i < 5; i++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/request-password-reset',
        headers: auth,
        remoteAddress: '10.0.0.7',
        payload: { email: 'nadie@correo.test' },
      });
      expect(res.statusCode).toBe(200);
    }
  });
});
