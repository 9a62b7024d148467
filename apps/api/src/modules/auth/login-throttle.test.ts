import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { buildApp, type App } from '../../app';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';

describe('login throttle: per account and network, with back-off', () => {
  let ctx: TestContext;
  let now = new Date();

  beforeAll(async () => {
    ctx = await createTestApp({
      clock: () => now,
      env: { TRUST_PROXY: 'true', LOGIN_ADDRESS_MAX_FAILURES: '30' },
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

  it('past the address bar only the accounts failing there are refused: a neighbour still gets in', async () => {
    const { user, password } = await buildUser(ctx.database.db);
    const ip = '203.0.113.77';
    for (let i = 0; i < 200; i++) {
      expect((await login(ctx.app, `nadie${i}@correo.test`, 'mala', ip)).statusCode).toBe(401);
    }
    expect((await login(ctx.app, 'nadie7@correo.test', 'mala', ip)).statusCode).toBe(429);
    expect((await login(ctx.app, user.email, password, ip)).statusCode).toBe(200);
    advance(10 * 60);
    expect((await login(ctx.app, 'nadie7@correo.test', 'mala', ip)).statusCode).toBe(401);
  });

  it('a flood past LOGIN_ADDRESS_MAX_FAILURES × 20 makes every attempt from the address wait', async () => {
    const ip = '203.0.113.78';
    for (let i = 0; i < 600; i++) await login(ctx.app, `flood${i}@correo.test`, 'mala', ip);
    expect((await login(ctx.app, 'otro@correo.test', 'mala', ip)).statusCode).toBe(429);
    advance(10 * 60);
    expect((await login(ctx.app, 'otro@correo.test', 'mala', ip)).statusCode).toBe(401);
  }, 120_000);

  it('counts on every instance: a second app sees the first one’s failures', async () => {
    const { user, password } = await buildUser(ctx.database.db);
    const second = ctx.database.url ? openPostgres(ctx.database.url, 2) : ctx.database;
    const a = await buildApp({ config: ctx.config, database: ctx.database, clock: () => now });
    const b = await buildApp({ config: ctx.config, database: second, clock: () => now });
    try {
      for (let i = 0; i < 5; i++) await login(i % 2 ? a : b, user.email, 'mala', '192.0.2.44');
      expect((await login(b, user.email, password, '192.0.2.44')).statusCode).toBe(429);
      // The address bar (30 here) is shared too: failures on other accounts from both.
      for (let i = 0; i < 30; i++)
        await login(i % 2 ? a : b, `c${i}@correo.test`, 'x', '192.0.2.45');
      expect((await login(a, 'c1@correo.test', 'x', '192.0.2.45')).statusCode).toBe(429);
      expect((await login(b, 'c2@correo.test', 'x', '192.0.2.45')).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
      if (second !== ctx.database) await second.close();
    }
  });
});
