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

  const routes: [string, unknown][] = [
    ['/api/auth/login', { email: 'nadie@correo.test', password: 'cualquiera' }],
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
      url: '/api/auth/login',
      remoteAddress: '10.0.0.9',
      payload: { email: 'nadie@correo.test', password: 'cualquiera' },
    });
    expect(other.statusCode).toBe(401);
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
