import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildImage, buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

/**
 * POST /raffles/:id/purchase/status (issue 42, ADR 070): a buyer whose answer was
 * lost asks, with her checkout's key and her guest id, whether it became a
 * purchase. Nobody else learns anything from a key.
 */
describe('purchase status: did this checkout become a purchase?', () => {
  let ctx: TestContext;
  let methodId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { ABUSE_LIMITS: 'false' } });
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(async () => ctx.close());

  const ask = (raffleId: number, payload: unknown, remoteAddress = '127.0.0.1') =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/purchase/status`,
      payload: payload as Record<string, unknown>,
      remoteAddress,
    });

  /** A purchase of `numbers` sent with a key, as the SPA sends it. */
  async function bought(raffleId: number, numbers: number[]) {
    const payment = buyerPayment(methodId);
    const key = randomUUID();
    const res = await postPurchase(ctx.app, raffleId, { numbers, payment, key });
    expect(res.statusCode).toBe(201);
    return { key, holder: payment.holder_id, answer: res.json() };
  }

  it('answers the purchase, with its ticket, to the browser that sent it', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const { key, holder, answer } = await bought(raffle.id, [14, 27]);
    const res = await ask(raffle.id, { key, holder_id: holder });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ state: 'bought', purchase: answer });
    expect(res.json().purchase.payment.ticket_code).toBe(answer.payment.ticket_code);
    expect(res.json().purchase.payment.numbers).toEqual([14, 27]);
  });

  it('reveals nothing of a purchase to another buyer, another raffle or an unknown key', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const other = await buildRaffle(ctx.database.db);
    const { key, holder, answer } = await bought(raffle.id, [3]);
    const answers = [
      await ask(raffle.id, { key, holder_id: `guest-${randomUUID()}` }),
      await ask(other.id, { key, holder_id: holder }),
      await ask(raffle.id, { key: randomUUID(), holder_id: holder }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ state: 'none', purchase: null });
      expect(res.body).not.toContain(answer.payment.ticket_code);
    }
  });

  it('answers none for a purchase that failed (its key was freed)', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const payment = buyerPayment(methodId, { customer_phone: '' });
    const key = randomUUID();
    const failed = await postPurchase(ctx.app, raffle.id, { numbers: [1], payment, key });
    expect(failed.statusCode).toBe(400);
    const res = await ask(raffle.id, { key, holder_id: payment.holder_id });
    expect(res.json()).toEqual({ state: 'none', purchase: null });
  });

  it('answers processing while the purchase still runs, then the purchase', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const payment = buyerPayment(methodId);
    const key = randomUUID();
    // The image queue held busy: the purchase is read, then waits there.
    const { images } = ctx.app.runtime;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = Array.from({ length: images.limit }, () => images.run(() => gate));
    const first = postPurchase(ctx.app, raffle.id, {
      numbers: [8],
      payment,
      key,
      image: { buffer: await buildImage('png') },
    });
    // Known to this instance only: the key reaches the database with the committed sale (ADR 100).
    const { purchasesRunning } = ctx.app.runtime;
    for (let i = 0; i < 400 && !purchasesRunning.has(key); i += 1) {
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(purchasesRunning.has(key)).toBe(true);
    const during = await ask(raffle.id, { key, holder_id: payment.holder_id });
    expect(during.json()).toEqual({ state: 'processing', purchase: null });
    release();
    await Promise.all(busy);
    expect((await first).statusCode).toBe(201);
    const after = await ask(raffle.id, { key, holder_id: payment.holder_id });
    expect(after.json().state).toBe('bought');
  });

  it('refuses bad input with a Spanish 4xx and never a 5xx', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const holder = `guest-${randomUUID()}`;
    const keyError = 'La clave de idempotencia no es válida';
    const cases: [unknown, string | null][] = [
      [{ key: 'corta-123', holder_id: holder }, keyError],
      [{ key: 'x y'.repeat(20), holder_id: holder }, keyError],
      [{ key: 42, holder_id: holder }, keyError],
      [{ holder_id: holder }, keyError],
      [{ key: 'a'.repeat(201), holder_id: holder }, keyError],
      [{ key: randomUUID(), holder_id: 'no válido' }, null],
      [{ key: randomUUID() }, null],
      [[], null],
    ];
    for (const [payload, text] of cases) {
      const res = await ask(raffle.id, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const error: string = res.json().error;
      if (text) expect(error).toBe(text);
      else expect(error).toMatch(/[áéíóúñ]|no es válid|requerid/i);
    }
    const missing = await ask(2_000_000_000, { key: randomUUID(), holder_id: holder });
    expect(missing.statusCode).toBe(200);
    const raw = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/purchase/status`,
      headers: { 'content-type': 'application/json' },
      payload: '{"key": ',
    });
    expect(raw.statusCode).toBe(400);
  });

  it('throttles a network that keeps asking about keys that are not its own', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const holder = `guest-${randomUUID()}`;
    const address = '203.0.113.77';
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i += 1) {
      status = (await ask(raffle.id, { key: randomUUID(), holder_id: holder }, address)).statusCode;
    }
    expect(status).toBe(429);
    // Another network is not held up by it.
    const elsewhere = await ask(
      raffle.id,
      { key: randomUUID(), holder_id: holder },
      '198.51.100.9',
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
