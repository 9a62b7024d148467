import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { buildApp, type App } from '../../app';
import { SHARE_EVERY_MS } from '../../lib/shared-counters';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';

describe('login throttle: per account and address, with back-off', () => {
  let ctx: TestContext;
  let now = new Date();

  beforeAll(async () => {
    ctx = await createTestApp({
      clock: () => now,
      env: { TRUST_PROXY: 'true', RATE_LIMIT_AUTH_MAX: '60', LOGIN_ADDRESS_MAX_FAILURES: '30' },
    });
  });
  afterAll(async () => ctx.close());

  const login = (app: App, email: string, password: string, ip: string) =>
    app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      headers: { 'x-forwarded-for': ip },
    });
  const advance = (seconds: number) => {
    now = new Date(now.getTime() + seconds * 1000);
  };

  it('throttles the attacker, not the right password from another address', async () => {
    const { user, password } = await buildUser(ctx.database.db, { role: 'admin' });
    for (let i = 0; i < 5; i++) {
      expect((await login(ctx.app, user.email, 'incorrecta', '203.0.113.1')).statusCode).toBe(401);
    }
    const blocked = await login(ctx.app, user.email, password, '203.0.113.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error).toBe(
      'Demasiados intentos fallidos. Espera 1 minuto(s) antes de intentar de nuevo.',
    );
    expect((await login(ctx.app, user.email, password, '198.51.100.9')).statusCode).toBe(200);

    // Back-off: each failure after the block ends blocks longer (30 s, then 1 min).
    advance(31);
    expect((await login(ctx.app, user.email, 'incorrecta', '203.0.113.1')).statusCode).toBe(401);
    advance(31);
    expect((await login(ctx.app, user.email, password, '203.0.113.1')).statusCode).toBe(429);
    advance(30);
    expect((await login(ctx.app, user.email, password, '203.0.113.1')).statusCode).toBe(200);
  });

  it('after 10 failures on other accounts from a shared address, the admin still gets in from it', async () => {
    const { user, password } = await buildUser(ctx.database.db, { role: 'admin' });
    const cgnat = '100.64.9.9';
    for (let i = 0; i < 10; i++) {
      expect((await login(ctx.app, `vecino${i}@correo.test`, 'mala', cgnat)).statusCode).toBe(401);
    }
    expect((await login(ctx.app, user.email, password, cgnat)).statusCode).toBe(200);
  });

  it('an attacker on the admin account from the shared address blocks it for minutes, never for good', async () => {
    const { user, password } = await buildUser(ctx.database.db, { role: 'admin' });
    const cgnat = '100.64.7.7';
    for (let i = 0; i < 10; i++) await login(ctx.app, user.email, 'mala', cgnat);
    expect((await login(ctx.app, user.email, password, cgnat)).statusCode).toBe(429);
    advance(15 * 60); // LOGIN_MAX_BLOCK_SECONDS
    expect((await login(ctx.app, user.email, password, cgnat)).statusCode).toBe(200);
  });

  it('an address failing on many accounts is stopped at the higher address bar', async () => {
    const ip = '203.0.113.77';
    for (let i = 0; i < 30; i++) await login(ctx.app, `nadie${i}@correo.test`, 'mala', ip);
    expect((await login(ctx.app, 'otro@correo.test', 'mala', ip)).statusCode).toBe(429);
    advance(10 * 60);
    expect((await login(ctx.app, 'otro@correo.test', 'mala', ip)).statusCode).toBe(401);
  });

  it('counts on every instance: a second app sees the first one’s failures and request counts', async () => {
    const { user, password } = await buildUser(ctx.database.db);
    const second = ctx.database.url ? openPostgres(ctx.database.url, 2) : ctx.database;
    const config = { ...ctx.config, rateLimit: { ...ctx.config.rateLimit, authMax: 8 } };
    const a = await buildApp({ config, database: ctx.database, clock: () => now });
    const b = await buildApp({ config, database: second, clock: () => now });
    try {
      for (let i = 0; i < 5; i++) await login(i % 2 ? a : b, user.email, 'mala', '192.0.2.44');
      expect((await login(b, user.email, password, '192.0.2.44')).statusCode).toBe(429);
      // The request limit (8 per window and address) is shared too: each instance
      // adds its count to the table every SHARE_EVERY_MS (lib/shared-counters.ts).
      const statuses = [];
      // A new account each time: the per-account throttle must not be what answers 429.
      for (let i = 0; i < 4; i++) {
        statuses.push((await login(a, `a${i}@correo.test`, 'mala', '192.0.2.45')).statusCode);
      }
      await new Promise((resolve) => setTimeout(resolve, SHARE_EVERY_MS * 2));
      for (let i = 0; i < 6; i++) {
        statuses.push((await login(b, `b${i}@correo.test`, 'mala', '192.0.2.45')).statusCode);
      }
      expect(statuses.slice(0, 8)).not.toContain(429);
      expect(statuses.slice(8)).toEqual([429, 429]);
      expect((await login(b, 'c@correo.test', 'mala', '192.0.2.45')).json().error).toBe(
        'Demasiados intentos. Intenta de nuevo en unos minutos.',
      );
    } finally {
      await a.close();
      await b.close();
      if (second !== ctx.database) await second.close();
    }
  });
});
