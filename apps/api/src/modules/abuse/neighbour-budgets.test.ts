import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PRODUCTION_GUARDS, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { salesAdmin } from '../../test/sales-factories';

const SHARED = '100.64.46.3';

/*
 * Issue 46, point 3: what a neighbour on a shared address sends and is refused for its
 * own content never spends what the well-formed requests of the others need; each case
 * ends with an honest buyer's success from the same address.
 */
for (const challenge of ['true', 'false']) {
  describe(`budgets a neighbour cannot spend (GUEST_CHALLENGE=${challenge})`, () => {
    let ctx: TestContext;
    let methodId: number;
    let admin: ReturnType<typeof salesAdmin>;

    beforeAll(async () => {
      ctx = await createTestApp({
        env: {
          ...PRODUCTION_GUARDS,
          GUEST_CHALLENGE: challenge,
          RATE_LIMIT_PURCHASE_MAX: '120',
          RATE_LIMIT_CHALLENGE_MAX: '600',
          RATE_LIMIT_AUTH_MAX: '60',
          RATE_LIMIT_LOOKUP_MAX: '20',
        },
      });
      methodId = (await buildPaymentMethod(ctx.database.db)).id;
      const adminAuth = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
      admin = salesAdmin(ctx.app, adminAuth);
    });
    afterAll(async () => ctx.close());

    const getChallenge = () =>
      ctx.app.inject({ method: 'GET', url: '/api/challenge', remoteAddress: SHARED });
    /** The X-Altcha header of a solved challenge fetched from the shared address, if asked. */
    async function solvedHeaders(): Promise<Record<string, string>> {
      if (challenge === 'false') return {};
      const res = await getChallenge();
      expect(res.statusCode).toBe(200);
      const issued = res.json<Challenge>();
      const solution = await solveChallenge({ challenge: issued, deriveKey });
      const payload = JSON.stringify({ challenge: issued, solution });
      return { 'x-altcha': Buffer.from(payload).toString('base64') };
    }
    const honestPurchase = async (raffleId: number, numbers: number[]) =>
      postPurchase(ctx.app, raffleId, {
        numbers,
        payment: buyerPayment(methodId),
        headers: await solvedHeaders(),
        remoteAddress: SHARED,
      });

    it('700 challenges fetched and never solved: the next guest still gets one and buys', async () => {
      const statuses = new Set<number>();
      for (let i = 0; i < 700; i++) statuses.add((await getChallenge()).statusCode);
      expect([...statuses]).toEqual([200]);
      const raffle = await buildRaffle(ctx.database.db, { startNumber: 1, endNumber: 100 });
      expect((await honestPurchase(raffle.id, [1])).statusCode).toBe(201);
    });

    it('121 purchases refused for their content (empty, or payment {}) spend no budget', async () => {
      const raffle = await buildRaffle(ctx.database.db, { startNumber: 1, endNumber: 1_000 });
      const refused = new Set<number>();
      for (let i = 0; i < 121; i++) {
        const empty = await ctx.app.inject({
          method: 'POST',
          url: `/api/raffles/${raffle.id}/purchase`,
          remoteAddress: SHARED,
          headers: await solvedHeaders(),
        });
        refused.add(empty.statusCode);
        const bare = await postPurchase(ctx.app, raffle.id, {
          numbers: [i + 1],
          payment: {},
          headers: await solvedHeaders(),
          remoteAddress: SHARED,
        });
        refused.add(bare.statusCode);
      }
      expect([...refused]).toEqual([400]);
      expect((await honestPurchase(raffle.id, [900])).statusCode).toBe(201);
    }, 120_000);

    it('a verified account’s 121 purchases with payment {} spend nothing of the address', async () => {
      const raffle = await buildRaffle(ctx.database.db, { startNumber: 1, endNumber: 1_000 });
      const { auth } = await buildUser(ctx.database.db, { isVerified: true });
      for (let i = 0; i < 121; i++) {
        const res = await postPurchase(ctx.app, raffle.id, {
          numbers: [i + 1],
          payment: {},
          headers: auth,
          remoteAddress: SHARED,
        });
        expect(res.statusCode).toBe(400);
      }
      expect((await honestPurchase(raffle.id, [901])).statusCode).toBe(201);
    }, 120_000);

    it('wrong coupon codes from the address never block the real one', async () => {
      const raffle = await buildRaffle(ctx.database.db);
      await admin.createCoupon({ code: 'VECINOS', kind: 'percent', value: 10, max_uses: 100 });
      const check = (code: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/coupons/check',
          remoteAddress: SHARED,
          payload: { raffle_id: raffle.id, code, quantity: 1 },
        });
      for (let i = 0; i < 40; i++) await check(`ADIVINA${i % 8}`);
      const real = await check('vecinos');
      expect(real.statusCode).toBe(200);
      expect(real.json()).toMatchObject({ valid: true });
      // The guesses themselves are throttled.
      expect((await check('ADIVINA1')).statusCode).toBe(429);
    });

    it('60 reset requests for one address never block a neighbour’s own reset', async () => {
      const reset = (email: string) =>
        ctx.app.inject({
          method: 'POST',
          url: '/api/auth/request-password-reset',
          remoteAddress: SHARED,
          payload: { email },
        });
      const statuses = new Set<number>();
      for (let i = 0; i < 80; i++) statuses.add((await reset('victima@correo.test')).statusCode);
      expect(statuses.has(429)).toBe(true);
      expect((await reset('vecina@correo.test')).statusCode).toBe(200);
    });
  });
}
