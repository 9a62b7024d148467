import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, raffleNumbers, raffles } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

/**
 * No buyer data ever leaves a public endpoint (docs/security.md). Buyers are
 * seeded with a marker in every field; every public GET route of the app, every
 * answer the public cache keeps, and every public answer of the purchase path,
 * must not contain it.
 */
const MARKER = 'qz7x31';
// Names are letters only: the name carries a marker of its own.
const NAME_MARKER = 'qzvxmarca';

describe('public responses carry no buyer data', () => {
  let ctx: TestContext;
  const bodies: { what: string; body: string }[] = [];
  let active: { id: number };
  let ended: { id: number };

  const buyer = (methodId: number, n: number) =>
    buyerPayment(methodId, {
      customer_name: `Zacarías ${NAME_MARKER} Pérez ${'abcdefghij'[n % 10]!}`,
      customer_email: `${MARKER}.${n}@privado.test`,
      customer_phone: `0414-${MARKER}-${n}`,
      customer_id: `V-${MARKER}${n}`,
      holder_id: `guest-${MARKER}-${n}`,
    });

  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    const method = await buildPaymentMethod(db);
    active = await buildRaffle(db);
    ended = await buildRaffle(db, {
      drawDate: new Date(Date.now() - 86_400_000),
      status: 'completed',
    });
    const record = (what: string, res: { body: string }) => bodies.push({ what, body: res.body });

    record(
      'reserve',
      await ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${active.id}/reserve`,
        payload: { numbers: [40, 41], customer_id: `guest-${MARKER}-0` },
      }),
    );
    record(
      'purchase',
      await postPurchase(ctx.app, active.id, { numbers: [1, 2], payment: buyer(method.id, 1) }),
    );
    record(
      'purchase 409',
      await postPurchase(ctx.app, active.id, { numbers: [2], payment: buyer(method.id, 2) }),
    );
    record(
      'release',
      await ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${active.id}/release`,
        payload: { numbers: [41], customer_id: `guest-${MARKER}-0` },
      }),
    );

    // A finished raffle whose winning number was sold under a completed payment.
    await db
      .update(raffles)
      .set({ status: 'active', drawDate: new Date(Date.now() + 86_400_000) })
      .where(eq(raffles.id, ended.id));
    const sold = await postPurchase(ctx.app, ended.id, {
      numbers: [7],
      payment: buyer(method.id, 3),
    });
    const paymentId = sold.json().payment.id as number;
    await db.update(payments).set({ status: 'completed' }).where(eq(payments.id, paymentId));
    await db
      .update(raffleNumbers)
      .set({ status: 'sold' })
      .where(eq(raffleNumbers.paymentId, paymentId));
    await db
      .update(raffles)
      .set({ status: 'completed', winningNumber: 7, drawDate: new Date(Date.now() - 86_400_000) })
      .where(eq(raffles.id, ended.id));
  });
  afterAll(async () => ctx.close());

  it('holds in every public GET route and every answer of the purchase path', async () => {
    const routes = ctx.app.routeAccessTable.filter(
      (r) =>
        r.access === 'public' &&
        r.method === 'GET' &&
        !r.url.startsWith('/api/docs') &&
        !r.url.endsWith('/events'),
    );
    expect(routes.map((r) => r.url)).toContain('/api/raffles/:id/numbers');
    for (const route of routes) {
      for (const raffleId of [active.id, ended.id]) {
        const url = route.url
          .replace(':id', String(raffleId))
          .replace(':raffleId', String(raffleId))
          .replace(/:number\b/, '7')
          .replace(/:[^/]+/g, '1');
        for (const query of ['', '?format=bitmap']) {
          const res = await ctx.app.inject({ method: 'GET', url: url + query });
          bodies.push({ what: `GET ${url}${query} (${res.statusCode})`, body: res.body });
        }
      }
    }
    expect(
      bodies.some((b) => b.what.startsWith('GET /api/raffles/') && b.body.includes('"sold"')),
    ).toBe(true);
    for (const { what, body } of bodies) {
      expect(body.toLowerCase(), what).not.toContain(MARKER);
      expect(body.toLowerCase(), what).not.toContain(NAME_MARKER);
    }
  });

  it('holds in every answer kept in the public cache', async () => {
    // Filled by the GETs above, compressed forms included (same bytes once decoded).
    const cached = [...ctx.app.publicCache.bodies()];
    expect(cached.map(([key]) => key)).toEqual(
      expect.arrayContaining([`numbers:${active.id}:bitmap`, `raffle:${ended.id}`, 'raffles:past']),
    );
    for (const [key, body] of cached) {
      expect(body.toLowerCase(), key).not.toContain(MARKER);
      expect(body.toLowerCase(), key).not.toContain(NAME_MARKER);
    }
  });

  it('holds in the live events stream', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const address = ctx.app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const controller = new AbortController();
    const res = await fetch(`http://127.0.0.1:${port}/api/raffles/${active.id}/events`, {
      signal: controller.signal,
    });
    const reader = res.body!.getReader();
    let text = '';
    const method = await buildPaymentMethod(ctx.database.db);
    await postPurchase(ctx.app, active.id, { numbers: [60], payment: buyer(method.id, 4) });
    // The opening event, then the purchase's.
    while ((text.match(/^data: /gm) ?? []).length < 2) {
      const { value, done } = await reader.read();
      if (done) break;
      text += new TextDecoder().decode(value);
    }
    controller.abort();
    expect((text.match(/^data: /gm) ?? []).length).toBe(2);
    expect(text.toLowerCase()).not.toContain(MARKER);
    expect(text.toLowerCase()).not.toContain(NAME_MARKER);
  });
});
