import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestContext } from '../test/app';
import { buildUser } from '../test/factories';
import access from './access';

/**
 * Who may call each /api route (HEAD mirrors GET), reviewed by hand. A route
 * added, removed or given another access fails until this table says so:
 * declaring a route public by mistake cannot pass unnoticed.
 */
const ROUTE_ACCESS = [
  'GET /api/admin-app/icons/:size public',
  'GET /api/admin-app/manifest.webmanifest public',
  'GET /api/admin/users/count admin',
  'GET /api/audit-log admin',
  'GET /api/auth admin',
  'DELETE /api/auth/:id admin',
  'GET /api/auth/:id admin',
  'PUT /api/auth/:id admin',
  'PUT /api/auth/:id/admin-password admin',
  'PUT /api/auth/:id/password admin',
  'PUT /api/auth/:id/pending-digest admin',
  'POST /api/auth/login public',
  'POST /api/auth/logout user',
  'GET /api/auth/me user',
  'POST /api/auth/register public',
  'POST /api/auth/register-admin admin',
  'POST /api/auth/request-password-reset public',
  'POST /api/auth/reset-password public',
  'GET /api/auth/verify-email public',
  'GET /api/backups admin',
  'GET /api/backups/:file admin',
  'GET /api/config public',
  'GET /api/coupons admin',
  'POST /api/coupons admin',
  'POST /api/coupons/check public',
  'GET /api/dashboard/overview admin',
  'GET /api/health public',
  'GET /api/lottery-sources admin',
  'POST /api/lottery-sources admin',
  'POST /api/lottery-sources/:id/test admin',
  'GET /api/monedas admin',
  'POST /api/monedas admin',
  'DELETE /api/monedas/:id admin',
  'GET /api/monedas/:id admin',
  'PUT /api/monedas/:id admin',
  'GET /api/monedas/all admin',
  'GET /api/monedas/rates public',
  'GET /api/monedas/stats/overview admin',
  'GET /api/my-numbers user',
  'GET /api/my-numbers/:raffleId user',
  'GET /api/my-numbers/purchases user',
  'POST /api/numbers/lookup public',
  'GET /api/tickets/:code public',
  'GET /api/payment-methods public',
  'POST /api/payment-methods admin',
  'DELETE /api/payment-methods/:id admin',
  'GET /api/payment-methods/:id public',
  'PUT /api/payment-methods/:id admin',
  'GET /api/payments admin',
  'GET /api/payments/:id admin',
  'GET /api/payments/:id/capture public',
  'POST /api/payments/:id/refund admin',
  'POST /api/payments/:id/reject admin',
  'POST /api/payments/:id/validate admin',
  'POST /api/payments/bulk admin',
  'GET /api/payments/export admin',
  'GET /api/payments/pending-count admin',
  'GET /api/payments/stats/overview admin',
  'GET /api/raffles public',
  'POST /api/raffles admin',
  'DELETE /api/raffles/:id admin',
  'GET /api/raffles/:id public',
  'PUT /api/raffles/:id admin',
  'GET /api/raffles/:id/draw public',
  'POST /api/raffles/:id/draw/close admin',
  'GET /api/raffles/:id/draw/entries public',
  'POST /api/raffles/:id/draw/result admin',
  'POST /api/raffles/:id/prizes/:position/result admin',
  'POST /api/raffles/:id/prizes/:position/close admin',
  'GET /api/raffles/:id/prizes/:position/entries public',
  'PUT /api/raffles/:id/prizes/:position/image admin',
  'DELETE /api/raffles/:id/prizes/:position/image admin',
  'GET /api/raffles/:id/result-sources admin',
  'PUT /api/raffles/:id/prizes/:position/result-sources admin',
  'POST /api/raffles/:id/prizes/:position/result-sources/confirm admin',
  'GET /api/raffles/:id/buyers/export admin',
  'GET /api/raffles/:id/events public',
  'GET /api/raffles/:id/numbers public',
  'GET /api/challenge public',
  'POST /api/raffles/:id/purchase public',
  'POST /api/raffles/:id/purchase/status public',
  'POST /api/raffles/:id/release public',
  'POST /api/raffles/:id/release-expired admin',
  'POST /api/raffles/:id/release-specific admin',
  'POST /api/raffles/:id/reserve public',
  'GET /api/raffles/:id/reserved-numbers admin',
  'GET /api/raffles/:id/winner/:number admin',
  'GET /api/raffles/active public',
  'GET /api/raffles/past public',
  'POST /api/raffles/truncate admin',
  'POST /api/reconciliations admin',
  'GET /api/reconciliations/mappings admin',
  'POST /api/reconciliations/:id/validate admin',
  'POST /api/payment-sources admin',
  'GET /api/payment-sources admin',
  'POST /api/payment-sources/:id/check admin',
  'DELETE /api/payment-sources/:id admin',
  'GET /api/movements admin',
  'POST /api/movements/:id/validate admin',
  'GET /api/sellers admin',
  'POST /api/sellers admin',
  'PUT /api/sellers/:id/active admin',
  'PUT /api/coupons/:id admin',
  'PUT /api/coupons/:id/active admin',
  'GET /api/sellers/:id/summary admin',
  'GET /api/sellers/export admin',
  'GET /api/sellers/report/:token public',
  'GET /api/settings admin',
  'PUT /api/settings admin',
  'PUT /api/settings/logo admin',
  'DELETE /api/settings/logo admin',
  'PUT /api/settings/hero admin',
  'DELETE /api/settings/hero admin',
  // Avisos (issue 40): the admin's only; Telegram's webhook proves itself by its secret header.
  'GET /api/notifications/telegram admin',
  'PUT /api/notifications/telegram admin',
  'DELETE /api/notifications/telegram admin',
  'POST /api/notifications/telegram/link admin',
  'DELETE /api/notifications/telegram/chats/:id admin',
  'POST /api/telegram/webhook public',
  'GET /api/push/key admin',
  'POST /api/push/subscriptions admin',
  'DELETE /api/push/subscriptions admin',
];

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

  it('matches the reviewed table of every route and its access', () => {
    const actual = ctx.app.routeAccessTable
      .filter((r) => r.method !== 'HEAD')
      .map((r) => `${r.method} ${r.url} ${r.access}`);
    expect([...actual].sort()).toEqual([...ROUTE_ACCESS].sort());
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
    expect(checked.length).toBe(ROUTE_ACCESS.filter((r) => !r.endsWith(' public')).length);
  });

  it('refuses to start when an /api route declares no access', async () => {
    const app = Fastify();
    await app.register(access);
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/must declare config.access/);
    await app.close();
  });
});
