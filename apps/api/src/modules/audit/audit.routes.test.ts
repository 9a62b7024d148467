import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildReviewPayment } from '../../test/payment-factories';
import { buildRaffle } from '../../test/raffle-factories';
import { recordAudit } from './audit.service';

describe('GET /audit-log', () => {
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof buildUser>>;

  beforeAll(async () => {
    ctx = await createTestApp();
    admin = await buildUser(ctx.database.db, { role: 'admin' });
  });
  afterAll(() => ctx.close());

  const list = (query = '') =>
    ctx.app.inject({ method: 'GET', url: `/api/audit-log${query}`, headers: admin.auth });

  it('lists admin actions newest first, with who, what and the details', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const payment = await buildReviewPayment(ctx.database.db, {
      raffleId: raffle.id,
      numbers: [8],
    });
    await recordAudit(ctx.database.db, {
      actor: null,
      action: 'system.check',
      entity: 'system',
      details: { ok: true },
    });
    const validated = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${payment.id}/validate`,
      headers: admin.auth,
    });
    expect(validated.statusCode).toBe(200);

    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.entries[0]).toMatchObject({
      actor_email: admin.user.email,
      action: 'payment.validate',
      entity: 'payment',
      entity_id: String(payment.id),
      details: { raffle_id: raffle.id, numbers: [8] },
    });
    expect(body.entries[1]).toMatchObject({ actor_email: null, action: 'system.check' });
    expect(Date.parse(body.entries[0].created_at)).toBeGreaterThanOrEqual(
      Date.parse(body.entries[1].created_at),
    );
    expect(body.pagination).toEqual({ page: 1, limit: 20, total: 2, pages: 1 });
  });

  it('pages', async () => {
    for (let i = 0; i < 3; i += 1) {
      await recordAudit(ctx.database.db, { actor: null, action: `test.${i}`, entity: 'test' });
    }
    const res = await list('?page=2&limit=2');
    const body = res.json();
    expect(body.pagination).toEqual({ page: 2, limit: 2, total: 5, pages: 3 });
    expect(body.entries.map((e: { action: string }) => e.action)).toEqual([
      'test.0',
      'payment.validate',
    ]);
  });
});
