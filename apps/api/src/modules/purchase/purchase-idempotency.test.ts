import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, payments } from '../../db/schema';
import { createTestApp, PRODUCTION_GUARDS, type TestContext } from '../../test/app';
import { solvedChallenge } from '../../test/challenge';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

/** With production's guards (caps on, challenge on) and without (issue 25). */
const MODES = [
  { name: 'caps on, challenge on', env: PRODUCTION_GUARDS, production: true },
  { name: 'caps off', env: { ABUSE_LIMITS: 'false' }, production: false },
] as const;

describe.each(MODES)('purchase: Idempotency-Key ($name)', ({ env, production }) => {
  let ctx: TestContext;
  let methodId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ env });
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(async () => ctx.close());

  /** A send of the checkout; with the challenge on, each carries a newly solved one, as the SPA's. */
  const send = async (raffleId: number, request: Parameters<typeof postPurchase>[2]) =>
    postPurchase(ctx.app, raffleId, {
      ...request,
      ...(production ? { headers: { 'x-altcha': await solvedChallenge(ctx.app) } } : {}),
    });

  const paymentsOf = (raffleId: number) =>
    ctx.database.db.select().from(payments).where(eq(payments.raffleId, raffleId));

  it('replays the first answer for the same key and body: one payment', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const key = randomUUID();
    const request = { numbers: [1, 2], payment: buyerPayment(methodId), key };
    const first = await send(raffle.id, request);
    expect(first.statusCode).toBe(201);
    const replay = await send(raffle.id, request);
    expect(replay.statusCode).toBe(201);
    expect(replay.json()).toEqual(first.json());
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await paymentsOf(raffle.id)).toHaveLength(1);
  });

  it('answers 422 for the same key with another body', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const key = randomUUID();
    const payment = buyerPayment(methodId);
    expect((await send(raffle.id, { numbers: [1], payment, key })).statusCode).toBe(201);
    const other = await send(raffle.id, { numbers: [2], payment, key });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe(
      'Esta compra ya se envió con otros datos. Recarga la página e intenta de nuevo.',
    );
    expect(await paymentsOf(raffle.id)).toHaveLength(1);
  });

  it('answers 409 to a replay while the first request still runs', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const key = randomUUID();
    const image = await sharp({
      create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 120, b: 40 } },
    })
      .png()
      .toBuffer();
    const request = {
      numbers: [5],
      payment: buyerPayment(methodId),
      key,
      image: { buffer: image },
    };
    // The app's image queue held busy: the first request claims the key, then waits there
    // for its receipt's turn, so it is still running whatever this machine's speed.
    const { images } = ctx.app.runtime;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = Array.from({ length: images.limit }, () => images.run(() => gate));

    const first = send(raffle.id, request);
    let claimed = false;
    for (let i = 0; i < 400 && !claimed; i += 1) {
      const rows = await ctx.database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, key));
      claimed = rows.length > 0;
      if (!claimed) await new Promise((r) => setTimeout(r, 5));
    }
    expect(claimed).toBe(true);
    const during = await send(raffle.id, request);
    expect(during.statusCode).toBe(409);
    expect(during.json().error).toBe('Tu compra aún se está procesando. Espera un momento.');
    release();
    await Promise.all(busy);
    expect((await first).statusCode).toBe(201);
    const after = await send(raffle.id, request);
    expect(after.statusCode).toBe(201);
    expect(after.json()).toEqual((await first).json());
    expect(await paymentsOf(raffle.id)).toHaveLength(1);
  });

  it('frees the key of a failed purchase so the fixed form can be sent again', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const key = randomUUID();
    const payment = buyerPayment(methodId);
    const failed = await send(raffle.id, {
      numbers: [1],
      payment: { ...payment, customer_phone: '' },
      key,
    });
    expect(failed.statusCode).toBe(400);
    const fixed = await send(raffle.id, { numbers: [1], payment, key });
    expect(fixed.statusCode).toBe(201);
  });

  it('many concurrent sends of one checkout make one payment', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const request = { numbers: [9, 10], payment: buyerPayment(methodId), key: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 8 }, () => send(raffle.id, request)));
    const created = answers.filter((a) => a.statusCode === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.json().payment.id)).size).toBe(1);
    for (const a of answers) {
      if (a.statusCode !== 201)
        expect(a.json().error).toBe('Tu compra aún se está procesando. Espera un momento.');
    }
    expect(await paymentsOf(raffle.id)).toHaveLength(1);
  });

  it('refuses a malformed key', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const res = await send(raffle.id, {
      numbers: [1],
      payment: buyerPayment(methodId),
      key: 'x y',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('La clave de idempotencia no es válida');
  });
});
