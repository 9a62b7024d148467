import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jobContext } from '../../context';
import { openPostgres } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/app';
import type { TestDatabase } from '../../test/database';
import { buildUser } from '../../test/factories';
import { abuseLimits } from './settings.service';

const onPostgres = Boolean(inject('pgTemplateUrl'));

/** Two instances on one PostgreSQL: a save on one is applied on the other without a restart. */
describe.runIf(onPostgres)('shop settings across instances (PostgreSQL)', () => {
  let a: TestContext;
  let b: TestContext;
  let secondDatabase: TestDatabase;
  let admin: Record<string, string>;

  beforeAll(async () => {
    a = await createTestApp();
    const url = a.database.url!;
    secondDatabase = { ...openPostgres(url, 5), url, drop: async () => undefined };
    b = await createTestApp({ database: secondDatabase });
    admin = (await buildUser(a.database.db, { role: 'admin' })).auth;
  });
  afterAll(async () => {
    await b.close();
    await secondDatabase.close();
    await a.close();
  });

  /** Polls GET /api/config on `ctx` until `test` holds; returns the milliseconds it took. */
  async function until(ctx: TestContext, test: (config: Record<string, unknown>) => boolean) {
    const started = Date.now();
    for (;;) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/config' });
      if (test(res.json())) return Date.now() - started;
      if (Date.now() - started > 3000) throw new Error('/api/config did not change within 3 s');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a save on A is seen on B within 1 s (config and abuse limits), and at once on A', async () => {
    // Both instances hold the first answers in memory.
    await until(a, (config) => config.shop_name === 'Rifas');
    await until(b, (config) => config.shop_name === 'Rifas');
    expect((await abuseLimits(jobContext(b.app))).buyerMin).toBe(100);

    const saved = await a.app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: {
        shop_name: 'Rifas de Caracas',
        whatsapp_number: '584241112233',
        abuse_buyer_min: 55,
      },
      headers: admin,
    });
    expect(saved.statusCode).toBe(200);
    const onA = (await a.app.inject({ method: 'GET', url: '/api/config' })).json();
    expect(onA).toMatchObject({ shop_name: 'Rifas de Caracas', support_whatsapp: '584241112233' });

    const took = await until(b, (config) => config.shop_name === 'Rifas de Caracas');
    expect(took).toBeLessThan(1000);
    expect((await abuseLimits(jobContext(b.app))).buyerMin).toBe(55);
  });

  it('B follows a later save on A after a write of its own', async () => {
    await b.app.inject({ method: 'DELETE', url: '/api/settings/logo', headers: admin });
    await a.app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: { tiktok_url: 'https://www.tiktok.com/@rifas' },
      headers: admin,
    });
    const took = await until(b, (config) => config.tiktok_url === 'https://www.tiktok.com/@rifas');
    expect(took).toBeLessThan(1000);
  });
});
