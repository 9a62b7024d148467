import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { salesAdmin } from '../../test/sales-factories';

const SHARED = '100.64.46.9';
const BUDGET = 5;

/**
 * Issue 46, point 10: `POST /api/coupons/check` with a real code counted its
 * uses for anyone, unmetered. It now spends a per-network budget like the sale's
 * routes (ADR 048): only a check of a code that exists spends it; a malformed
 * body or a wrong code spends nothing, and once it is spent only the preview is
 * refused: the purchase with the coupon still goes through.
 */
describe('coupon checks of a real code are metered per network', () => {
  let ctx: TestContext;
  let methodId: number;
  let raffleId: number;

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { RATE_LIMIT_COUPON_CHECK_MAX: String(BUDGET) },
    });
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
    raffleId = (await buildRaffle(ctx.database.db, { endNumber: 99 })).id;
    const admin = salesAdmin(ctx.app, (await buildUser(ctx.database.db, { role: 'admin' })).auth);
    await admin.createCoupon({ code: 'MEDIDO', kind: 'percent', value: 10, max_uses: 100 });
  });
  afterAll(() => ctx.close());

  const check = (payload: Record<string, unknown>, remoteAddress = SHARED) =>
    ctx.app.inject({ method: 'POST', url: '/api/coupons/check', remoteAddress, payload });

  it('wrong codes and malformed bodies spend nothing; real checks spend the budget', async () => {
    for (let i = 0; i < 8; i++) {
      expect((await check({ raffle_id: raffleId, code: 'MEDIDO', quantity: 'x' })).statusCode).toBe(
        400,
      );
      expect(
        (await check({ raffle_id: raffleId, code: `NOESTA${i}`, quantity: 1 })).json(),
      ).toMatchObject({ valid: false });
    }
    for (let i = 0; i < BUDGET; i++) {
      const res = await check({ raffle_id: raffleId, code: 'medido', quantity: 1 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ valid: true });
    }
    const over = await check({ raffle_id: raffleId, code: 'MEDIDO', quantity: 1 });
    expect(over.statusCode).toBe(429);
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    // Another network checks as before.
    expect(
      (await check({ raffle_id: raffleId, code: 'MEDIDO', quantity: 1 }, '100.64.47.1')).statusCode,
    ).toBe(200);
    // The purchase prices the coupon itself: the spent preview never blocks it.
    const bought = await postPurchase(ctx.app, raffleId, {
      numbers: [7],
      payment: { ...buyerPayment(methodId), coupon_code: 'MEDIDO' },
      remoteAddress: SHARED,
    });
    expect(bought.statusCode).toBe(201);
    expect(bought.json().payment.amount).toBe(4.5);
  });
});
