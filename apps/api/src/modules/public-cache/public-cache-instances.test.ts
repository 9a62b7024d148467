import type { NumbersEvent } from '@rifas/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { createTestApp, type TestContext } from '../../test/app';
import { recordChanges } from '../../test/changes';
import type { TestDatabase } from '../../test/database';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { raffleFormFields, buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

const onPostgres = Boolean(inject('pgTemplateUrl'));

/** Two instances on one PostgreSQL: each one's cached answers follow the other's changes. */
describe.runIf(onPostgres)('public answers cache across instances (PostgreSQL)', () => {
  let a: TestContext;
  let b: TestContext;
  let secondDatabase: TestDatabase;
  let methodId: number;

  beforeAll(async () => {
    a = await createTestApp();
    const url = a.database.url!;
    secondDatabase = { ...openPostgres(url, 5), url, drop: async () => undefined };
    b = await createTestApp({ database: secondDatabase });
    methodId = (await buildPaymentMethod(a.database.db)).id;
  });
  afterAll(async () => {
    await b.close();
    await secondDatabase.close();
    await a.close();
  });

  /** Polls `url` on `ctx` until `test` holds; returns the milliseconds it took. */
  async function until(ctx: TestContext, url: string, test: (body: never) => boolean) {
    const started = Date.now();
    for (;;) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api${url}` });
      if (test(res.json() as never)) return Date.now() - started;
      if (Date.now() - started > 3000) throw new Error(`${url} did not change within 3 s`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('a purchase on A is seen on B within 1 s, and at once on A', async () => {
    const raffle = await buildRaffle(a.database.db);
    const url = `/raffles/${raffle.id}/numbers`;
    await b.app.inject({ method: 'GET', url: `/api${url}` }); // B holds the old answer
    await a.app.inject({ method: 'GET', url: `/api${url}` });
    const bought = await postPurchase(a.app, raffle.id, {
      numbers: [11],
      payment: buyerPayment(methodId),
    });
    expect(bought.statusCode).toBe(201);
    const onA = (await a.app.inject({ method: 'GET', url: `/api${url}` })).json();
    expect(onA.reserved).toEqual([11]);
    const took = await until(b, url, (body: { reserved: number[] }) => body.reserved.includes(11));
    expect(took).toBeLessThan(1000);
  });

  it("an admin's raffle edit on B is seen on A within 1 s, and at once on B", async () => {
    const admin = (await buildUser(a.database.db, { role: 'admin' })).auth;
    const raffle = await buildRaffle(a.database.db);
    const url = `/raffles/${raffle.id}`;
    await a.app.inject({ method: 'GET', url: `/api${url}` });
    await b.app.inject({ method: 'GET', url: `/api${url}` });
    const saved = await b.app.inject({
      method: 'PUT',
      url: `/api${url}`,
      headers: admin,
      payload: raffleFormFields({ title: 'Editada en B' }),
    });
    expect(saved.statusCode).toBe(200);
    expect((await b.app.inject({ method: 'GET', url: `/api${url}` })).json().title).toBe(
      'Editada en B',
    );
    const took = await until(a, url, (body: { title: string }) => body.title === 'Editada en B');
    expect(took).toBeLessThan(1000);
  });

  it('a LISTEN reconnect empties the cache and tells open pickers to refetch', async () => {
    const raffle = await buildRaffle(a.database.db);
    await a.app.runtime.changes.sync(); // the insert's own notification first
    await a.app.inject({ method: 'GET', url: `/api/raffles/${raffle.id}/numbers` });
    expect(a.app.publicCache.size).toBeGreaterThan(0);
    const changes = recordChanges(a.app);
    const picked: NumbersEvent[] = [];
    const stop = a.app.runtime.events.subscribe(raffle.id, (event) => picked.push(event));
    try {
      // The server drops every LISTEN connection of this database (a restart, a failover).
      await a.database.db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query ilike 'listen%'`);
      await changes.until(() => changes.heard.some((m) => m.k === 'reset'), 5000);
      expect(a.app.publicCache.size).toBe(0);
      expect(picked).toEqual([{ raffle_id: raffle.id, version: expect.any(Number) }]);
    } finally {
      stop();
      changes.stop();
    }
  });
});
