import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestContext } from '../test/app';
import { buildUser } from '../test/factories';
import access from './access';

/**
 * Walks every /api route the app registers: each declares its access, guests
 * get 401 on user/admin routes and a plain user gets 403 on admin routes.
 */
describe('route access', () => {
  let ctx: TestContext;
  let userAuth: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    userAuth = (await buildUser(ctx.database.db, { role: 'user' })).auth;
  });
  afterAll(() => ctx.close());

  const concrete = (url: string) => url.replace(/:[^/]+/g, '1').replace(/\*/g, 'x');

  it('knows every /api route and its declared access', () => {
    const table = ctx.app.routeAccessTable;
    expect(table.length).toBeGreaterThan(2);
    for (const route of table) expect(['public', 'user', 'admin']).toContain(route.access);
    expect(table).toContainEqual({ method: 'GET', url: '/api/health', access: 'public' });
  });

  it('answers 401 to guests and 403 to users where the route says so', async () => {
    const checked: string[] = [];
    for (const route of ctx.app.routeAccessTable) {
      if (route.access === 'public' || route.method === 'HEAD') continue;
      const request = { method: route.method as 'GET', url: concrete(route.url) };
      const guest = await ctx.app.inject(request);
      expect(guest.statusCode, `${route.method} ${route.url} as guest`).toBe(401);
      if (route.access === 'admin') {
        const user = await ctx.app.inject({ ...request, headers: userAuth });
        expect(user.statusCode, `${route.method} ${route.url} as user`).toBe(403);
      }
      checked.push(`${route.method} ${route.url}`);
    }
    // Grows as features land; the loop above is the real check.
    expect(checked.length).toBe(
      ctx.app.routeAccessTable.filter((r) => r.access !== 'public' && r.method !== 'HEAD').length,
    );
  });

  it('refuses to start when an /api route declares no access', async () => {
    const app = Fastify();
    await app.register(access);
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/must declare config.access/);
    await app.close();
  });
});
