import { messages } from '@rifas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildRaffle } from '../../test/raffle-factories';

/*
 * PostgreSQL refuses a NUL byte in text with an error, which used to surface as a 500
 * (issue 46, point 6). Every text a request carries goes through text() and is a 400.
 */
describe('a NUL byte in any text', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let raffleId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    raffleId = (await buildRaffle(ctx.database.db)).id;
  });
  afterAll(async () => ctx.close());

  const refused = (res: { statusCode: number; json<T>(): T }) => {
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain(messages.common.invalidCharacters);
  };

  it.each([
    { document: 'V12345678', contact: 'a\u0000@b.c' },
    { document: 'V1234\u00005678', contact: 'a@b.c' },
  ])('Mis números: %j is a 400', async (payload) => {
    refused(await ctx.app.inject({ method: 'POST', url: '/api/numbers/lookup', payload }));
  });

  it.each(['/api/payments?search=a%00b', '/api/payments/export?search=a%00b&format=csv'])(
    '%s is a 400',
    async (url) => {
      refused(await ctx.app.inject({ method: 'GET', url, headers: admin }));
    },
  );

  it('a coupon check is a 400', async () => {
    const payload = { raffle_id: raffleId, code: 'PROMO\u0000', quantity: 1 };
    refused(await ctx.app.inject({ method: 'POST', url: '/api/coupons/check', payload }));
  });

  it('a bulk rejection reason is a 400', async () => {
    const payload = { action: 'reject', ids: [1], reason: 'no\u0000pagó' };
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/payments/bulk',
      payload,
      headers: admin,
    });
    refused(res);
  });

  it.each(['/api/tickets/AB%00CD', '/api/sellers/report/abcdefghijklmnop%00'])(
    '%s is a 4xx',
    async (url) => {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    },
  );
});
