import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, payments, raffleNumbers } from '../../db/schema';
import { createTestApp, PRODUCTION_GUARDS, type TestContext } from '../../test/app';
import { solvedChallenge } from '../../test/challenge';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildHold, buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

const HOUR = 3_600_000;
const MISMATCH = 'Esta compra ya se envió con otros datos. Recarga la página e intenta de nuevo.';

/** With production's guards (caps on, challenge on) and without (issue 25). */
const MODES = [
  { name: 'caps on, challenge on', env: PRODUCTION_GUARDS, production: true },
  { name: 'caps off', env: { ABUSE_LIMITS: 'false' }, production: false },
] as const;

describe.each(MODES)('purchase: Idempotency-Key ($name)', ({ env, production }) => {
  let ctx: TestContext;
  let methodId: number;
  let now = new Date(Math.floor(Date.now() / 1000) * 1000);

  beforeAll(async () => {
    ctx = await createTestApp({ env, clock: () => now });
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
  const keyRows = (key: string) =>
    ctx.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));
  const privateFiles = async () =>
    readdir(join(ctx.config.uploadDir, 'private')).catch(() => [] as string[]);
  const receipt = () =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 200, g: 9, b: 40 } } })
      .png()
      .toBuffer();

  it('replays the first answer for the same key and body: one payment', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const key = randomUUID();
    const request = { numbers: [1, 2], payment: buyerPayment(methodId), key };
    const first = await send(raffle.id, request);
    expect(first.statusCode).toBe(201);
    // The numbers freed (as a rejected payment frees them): the sale itself must find the key.
    await ctx.database.db.delete(raffleNumbers).where(eq(raffleNumbers.raffleId, raffle.id));
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
    expect(other.json().error).toBe(MISMATCH);
    // Refused before the sale (a number out of range), it is still another purchase's key.
    const outside = await send(raffle.id, { numbers: [500], payment, key });
    expect(outside.statusCode).toBe(422);
    expect(await paymentsOf(raffle.id)).toHaveLength(1);
  });

  it('a twin sent while the first still runs waits for it and replays it: one sale, one file', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const key = randomUUID();
    const request = {
      numbers: [5],
      payment: buyerPayment(methodId),
      key,
      image: { buffer: await receipt() },
    };
    const filesBefore = (await privateFiles()).length;
    // The app's image queue held busy: both sends are read and wait there for their receipts'
    // turn, so they run together whatever this machine's speed.
    const { images, purchasesRunning } = ctx.app.runtime;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const busy = Array.from({ length: images.limit }, () => images.run(() => gate));
    const first = send(raffle.id, request);
    const twin = send(raffle.id, request);
    for (let i = 0; i < 400 && !purchasesRunning.has(key); i += 1) {
      await new Promise((r) => setTimeout(r, 5));
    }
    expect(purchasesRunning.has(key)).toBe(true);
    expect(await keyRows(key)).toEqual([]); // nothing of it is in the database before the sale
    release();
    await Promise.all(busy);
    const answers = await Promise.all([first, twin]);
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    expect(answers[1]!.json()).toEqual(answers[0]!.json());
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(1);
    expect(await paymentsOf(raffle.id)).toHaveLength(1);
    // The replay's own receipt was stored, then deleted.
    expect(await privateFiles()).toHaveLength(filesBefore + 1);
    expect(purchasesRunning.has(key)).toBe(false);
  });

  it('replays without a fresh challenge, and after the raffle stopped selling', async () => {
    const raffle = await buildRaffle(ctx.database.db, {
      autoClose: 'time',
      salesCloseAt: new Date(now.getTime() + HOUR),
    });
    const request = { numbers: [3], payment: buyerPayment(methodId), key: randomUUID() };
    const first = await send(raffle.id, request);
    expect(first.statusCode).toBe(201);
    // No solution at all: a new purchase would be refused (400), the replay is not.
    const bare = await postPurchase(ctx.app, raffle.id, request);
    expect(bare.statusCode).toBe(201);
    expect(bare.json()).toEqual(first.json());
    expect(bare.headers['idempotent-replayed']).toBe('true');
    now = new Date(now.getTime() + 2 * HOUR);
    try {
      const closed = await send(raffle.id, request);
      expect(closed.statusCode).toBe(201);
      expect(closed.json()).toEqual(first.json());
      // Another body is refused as another purchase, not as a closed raffle's.
      const other = await send(raffle.id, { ...request, numbers: [4] });
      expect(other.statusCode).toBe(422);
      expect(other.json().error).toBe(MISMATCH);
      const fresh = await send(raffle.id, { ...request, key: randomUUID(), numbers: [4] });
      expect(fresh.statusCode).toBe(409);
    } finally {
      now = new Date(now.getTime() - 2 * HOUR);
    }
    expect(await paymentsOf(raffle.id)).toHaveLength(1);
  });

  it('forgets a key after 24 hours', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const key = randomUUID();
    const payment = buyerPayment(methodId);
    expect((await send(raffle.id, { numbers: [1], payment, key })).statusCode).toBe(201);
    now = new Date(now.getTime() + 25 * HOUR);
    try {
      const later = await send(raffle.id, { numbers: [2], payment, key });
      expect(later.statusCode).toBe(201);
      expect(later.headers['idempotent-replayed']).toBeUndefined();
      expect(await keyRows(key)).toMatchObject([{ response: later.json() }]);
    } finally {
      now = new Date(now.getTime() - 25 * HOUR);
    }
    expect(await paymentsOf(raffle.id)).toHaveLength(2);
  });

  it('a lost sale keeps nothing under its key: the same key buys once the numbers are free', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const key = randomUUID();
    const request = { numbers: [7, 8], payment: buyerPayment(methodId), key };
    await buildHold(ctx.database.db, { raffleId: raffle.id, numbers: [8], holderId: 'g:otro' });
    const lost = await send(raffle.id, request);
    expect(lost.statusCode).toBe(409);
    expect(lost.json().unavailableNumbers).toEqual([8]);
    expect(await keyRows(key)).toEqual([]);
    await ctx.database.db.delete(raffleNumbers).where(eq(raffleNumbers.raffleId, raffle.id));
    const bought = await send(raffle.id, request);
    expect(bought.statusCode).toBe(201);
    expect(bought.headers['idempotent-replayed']).toBeUndefined();
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
    // Each waits for the one that sells (on PostgreSQL at the key's lock; PGlite takes turns).
    expect(answers.map((a) => a.statusCode)).toEqual(Array.from({ length: 8 }, () => 201));
    expect(new Set(answers.map((a) => a.json().payment.id)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] !== 'true')).toHaveLength(1);
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
