import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

describe('my numbers', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it("lists the numbers of the user's payments, and only theirs", async () => {
    const db = ctx.database.db;
    const method = await buildPaymentMethod(db);
    const first = await buildRaffle(db, { title: 'Moto' });
    const second = await buildRaffle(db, { title: 'Carro' });
    const buyer = await buildUser(db);
    const someoneElse = await buildUser(db);
    const buy = (raffleId: number, numbers: number[], auth: Record<string, string>) =>
      postPurchase(ctx.app, raffleId, { numbers, payment: buyerPayment(method.id), headers: auth });

    const pending = await buy(first.id, [8, 3], buyer.auth);
    const completed = await buy(second.id, [1], buyer.auth);
    await buy(first.id, [50], someoneElse.auth);
    await postPurchase(ctx.app, first.id, { numbers: [60], payment: buyerPayment(method.id) }); // a guest
    await db
      .update(payments)
      .set({ status: 'completed' })
      .where(eq(payments.id, completed.json().payment.id));

    const all = await ctx.app.inject({
      method: 'GET',
      url: '/api/my-numbers',
      headers: buyer.auth,
    });
    expect(all.statusCode).toBe(200);
    const rows = all.json();
    expect(rows).toHaveLength(3);
    expect(rows).toContainEqual({
      raffle_id: first.id,
      raffle_title: 'Moto',
      number: 3,
      status: 'reserved',
      payment_status: 'pending',
      purchased_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(rows).toContainEqual(
      expect.objectContaining({
        raffle_id: second.id,
        number: 1,
        status: 'sold',
        payment_status: 'completed',
      }),
    );
    expect(rows.map((r: { number: number }) => r.number).sort()).toEqual([1, 3, 8]);

    const one = await ctx.app.inject({
      method: 'GET',
      url: `/api/my-numbers/${first.id}`,
      headers: buyer.auth,
    });
    expect(one.json().map((r: { number: number }) => r.number)).toEqual([3, 8]);
    expect(pending.statusCode).toBe(201);

    await db
      .update(payments)
      .set({ status: 'failed' })
      .where(eq(payments.id, pending.json().payment.id));
    const afterReject = await ctx.app.inject({
      method: 'GET',
      url: `/api/my-numbers/${first.id}`,
      headers: buyer.auth,
    });
    expect(afterReject.json()[0]).toMatchObject({ status: 'available', payment_status: 'failed' });
  });

  it('requires a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/my-numbers' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/my-numbers/1' })).statusCode).toBe(
      401,
    );
  });
});
