import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bitmapToLists, decodeNumberBitmap } from '@rifas/shared';
import { raffleNumbers } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

describe('numbers: status, holds and release', () => {
  let ctx: TestContext;
  let now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  const drawDate = later(60 * 24 * 60);

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => now, env: { MAX_NUMBERS_PER_ORDER: '5' } });
    await buildPaymentMethod(ctx.database.db);
  });
  afterAll(async () => ctx.close());

  const getNumbers = (id: number, query = '', headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api/raffles/${id}/numbers${query}`, headers });
  const reserve = (
    id: number,
    numbers: unknown,
    customerId: unknown,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${id}/reserve`,
      payload: { numbers, customer_id: customerId },
      headers,
    });
  const release = (
    id: number,
    numbers: number[],
    customerId: string,
    headers: Record<string, string> = {},
  ) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${id}/release`,
      payload: { numbers, customer_id: customerId },
      headers,
    });

  it('lists sold and reserved numbers; a lapsed hold counts as available', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate });
    await ctx.database.db.insert(raffleNumbers).values([
      { raffleId: raffle.id, number: 3, status: 'sold', paymentId: 1 },
      { raffleId: raffle.id, number: 7, status: 'reserved', paymentId: 2 },
      {
        raffleId: raffle.id,
        number: 9,
        status: 'reserved',
        holderId: 'g:a',
        holdExpiresAt: later(5),
      },
      {
        raffleId: raffle.id,
        number: 11,
        status: 'reserved',
        holderId: 'g:b',
        holdExpiresAt: later(-1),
      },
    ]);
    const res = await getNumbers(raffle.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      raffle_id: raffle.id,
      start_number: 0,
      end_number: 99,
      version: expect.any(Number),
      sold: [3],
      reserved: [7, 9],
    });
    expect(res.body).not.toContain('g:a');
  });

  it('gives the same status as a 2-bit bitmap, first number in the highest bits', async () => {
    const raffle = await buildRaffle(ctx.database.db, { startNumber: 10, endNumber: 30, drawDate });
    await ctx.database.db.insert(raffleNumbers).values([
      { raffleId: raffle.id, number: 10, status: 'sold', paymentId: 1 },
      {
        raffleId: raffle.id,
        number: 11,
        status: 'reserved',
        holderId: 'g:a',
        holdExpiresAt: later(5),
      },
      { raffleId: raffle.id, number: 30, status: 'sold', paymentId: 1 },
    ]);
    const res = await getNumbers(raffle.id, '?format=bitmap');
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'bitmap',
      'end_number',
      'raffle_id',
      'start_number',
      'version',
    ]);
    const bytes = Buffer.from(body.bitmap, 'base64');
    expect(bytes.length).toBe(Math.ceil(21 / 4));
    // 10 sold (10), 11 reserved (01), 12 and 13 available (00) → 0b10010000
    expect(bytes[0]).toBe(0b10010000);
    expect(decodeNumberBitmap(body.bitmap, 10, 30)[20]).toBe('sold');
    expect(bitmapToLists(body.bitmap, 10, 30)).toEqual({ sold: [10, 30], reserved: [11] });
  });

  it('answers 304 to a current ETag and a new tag after a change or a lapsed hold', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate });
    const first = await getNumbers(raffle.id, '?format=bitmap');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const plain = await getNumbers(raffle.id);
    expect(plain.headers.etag).not.toBe(etag);

    const again = await getNumbers(raffle.id, '?format=bitmap', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');

    expect((await reserve(raffle.id, [1], 'guest-etag')).statusCode).toBe(200);
    const afterHold = await getNumbers(raffle.id, '?format=bitmap', { 'if-none-match': etag });
    expect(afterHold.statusCode).toBe(200);
    expect(afterHold.json().version).toBeGreaterThan(first.json().version);
    const heldTag = String(afterHold.headers.etag);

    const saved = now;
    now = later(16); // the hold lapses; nothing was written
    try {
      const lapsed = await getNumbers(raffle.id, '?format=bitmap', { 'if-none-match': heldTag });
      expect(lapsed.statusCode).toBe(200);
      expect(bitmapToLists(lapsed.json().bitmap, 0, 99)).toEqual({ sold: [], reserved: [] });
    } finally {
      now = saved;
    }
  });

  it('hides draft raffles from everyone but admins, and says so for missing ones', async () => {
    const draft = await buildRaffle(ctx.database.db, { status: 'pending', drawDate });
    const user = await buildUser(ctx.database.db);
    const admin = await buildUser(ctx.database.db, { role: 'admin' });
    expect((await getNumbers(draft.id)).statusCode).toBe(404);
    expect((await getNumbers(draft.id, '', user.auth)).json()).toEqual({
      error: 'Rifa no encontrada',
      message: 'Rifa no encontrada',
    });
    expect((await getNumbers(draft.id, '', admin.auth)).statusCode).toBe(200);
    expect((await reserve(draft.id, [1], 'guest-draft')).statusCode).toBe(404);
    const adminHold = await reserve(draft.id, [1], 'guest-draft', admin.auth);
    expect(adminHold.statusCode).toBe(409);
    expect(adminHold.json().error).toBe('Rifa no disponible');
    expect((await getNumbers(999_999)).statusCode).toBe(404);
  });

  it('holds for HOLD_MINUTES, lists numbers taken meanwhile, never past HOLD_MINUTES from the first hold', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate });
    const first = await reserve(raffle.id, [5, 4, 4], 'guest-one');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      reserved: [4, 5],
      unavailableNumbers: [],
      expires_at: later(15).toISOString(),
      seconds_left: 15 * 60,
    });

    const second = await reserve(raffle.id, [5, 6], 'guest-two');
    expect(second.json()).toMatchObject({ reserved: [6], unavailableNumbers: [5] });

    const saved = now;
    now = later(10);
    try {
      // Renewing 10 minutes in keeps the first deadline (5 minutes from now).
      const renewed = await reserve(raffle.id, [5], 'guest-one');
      expect(renewed.json()).toEqual({
        reserved: [5],
        unavailableNumbers: [],
        expires_at: later(5).toISOString(),
        seconds_left: 5 * 60,
      });
      now = later(5);
      const third = await reserve(raffle.id, [5], 'guest-two');
      expect(third.json()).toMatchObject({ reserved: [5], unavailableNumbers: [] });
    } finally {
      now = saved;
    }
    const status = (await getNumbers(raffle.id)).json();
    expect(status.reserved).toEqual([4, 5, 6]);
    expect(status.version).toBeGreaterThanOrEqual(3); // one per hold; shared by all raffles
  });

  it('makes a lapsed hold available to the next buyer', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate });
    await reserve(raffle.id, [1, 2], 'guest-early');
    const saved = now;
    now = later(15);
    try {
      const next = await reserve(raffle.id, [1, 2], 'guest-late');
      expect(next.json()).toMatchObject({ reserved: [1, 2], unavailableNumbers: [] });
      expect((await release(raffle.id, [1, 2], 'guest-early')).json()).toEqual({
        releasedCount: 0,
      });
    } finally {
      now = saved;
    }
  });

  it('refuses numbers outside the range and more than MAX_NUMBERS_PER_ORDER', async () => {
    const raffle = await buildRaffle(ctx.database.db, { startNumber: 1, endNumber: 50, drawDate });
    const outside = await reserve(raffle.id, [0, 3, 51], 'guest-range');
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      error: 'Algunos números no existen en esta rifa',
      nonExistentNumbers: [0, 51],
    });
    const tooMany = await reserve(raffle.id, [1, 2, 3, 4, 5, 6], 'guest-range');
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      error: 'Puedes seleccionar como máximo 5 números por compra',
      code: 'too_many_numbers',
    });
    expect((await getNumbers(raffle.id)).json().reserved).toEqual([]);
  });

  it("keeps a holder's live holds in one raffle within the limit", async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate });
    expect((await reserve(raffle.id, [1, 2, 3], 'guest-greedy')).statusCode).toBe(200);
    const over = await reserve(raffle.id, [3, 4, 5, 6], 'guest-greedy');
    expect(over.statusCode).toBe(400);
    expect(over.json().error).toBe('No puedes apartar más de 5 números en esta rifa');
    // Re-holding its own numbers does not count twice.
    expect((await reserve(raffle.id, [1, 2, 3, 4, 5], 'guest-greedy')).json().reserved).toEqual([
      1, 2, 3, 4, 5,
    ]);
  });

  it('validates the body with Spanish messages', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate });
    const empty = await reserve(raffle.id, [], 'guest-x');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe('Selecciona al menos un número');
    const noHolder = await reserve(raffle.id, [1], undefined);
    expect(noHolder.json().error).toBe('Identificador de comprador no válido');
    const notNumbers = await reserve(raffle.id, ['uno'], 'guest-x');
    expect(notNumbers.json().error).toBe('La lista de números no es válida');
  });

  it('refuses holds on ended raffles', async () => {
    const past = await buildRaffle(ctx.database.db, { drawDate: later(-60) });
    const res = await reserve(past.id, [1], 'guest-late');
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Rifa Finalizada');
    const completed = await buildRaffle(ctx.database.db, { status: 'completed', drawDate });
    expect((await reserve(completed.id, [1], 'guest-late')).json().error).toBe('Rifa Finalizada');
    // Extended (minimum not reached): sales stay open after the draw date.
    const extended = await buildRaffle(ctx.database.db, {
      drawDate: later(-60),
      isMinimalRequired: true,
      minimalNumber: 10,
    });
    expect((await reserve(extended.id, [1], 'guest-late')).statusCode).toBe(200);
  });

  it('releases only the caller’s own holds', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate });
    await reserve(raffle.id, [1, 2, 3], 'guest-owner');
    const held = (await getNumbers(raffle.id)).json();
    expect((await release(raffle.id, [1, 2], 'guest-other')).json()).toEqual({ releasedCount: 0 });
    expect((await release(raffle.id, [1, 2], 'guest-owner')).json()).toEqual({ releasedCount: 2 });
    const status = (await getNumbers(raffle.id)).json();
    expect(status.reserved).toEqual([3]);
    expect(status.version).toBeGreaterThan(held.version);
  });

  it("keys a logged-in user's holds by the account, not by a guessable id", async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate });
    const { user, auth } = await buildUser(ctx.database.db);
    await reserve(raffle.id, [8, 9], String(user.id), auth);
    // A guest sending the user's id is someone else.
    expect((await reserve(raffle.id, [8], String(user.id))).json().unavailableNumbers).toEqual([8]);
    expect((await release(raffle.id, [8, 9], String(user.id))).json()).toEqual({
      releasedCount: 0,
    });
    expect((await release(raffle.id, [8, 9], 'any-browser-id', auth)).json()).toEqual({
      releasedCount: 2,
    });
  });

  it('holds nothing while no payment method is active', async () => {
    const empty = await createTestApp({ clock: () => now });
    const raffle = await buildRaffle(empty.database.db, { drawDate });
    await buildPaymentMethod(empty.database.db, { isActive: false });
    const res = await empty.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/reserve`,
      payload: { numbers: [1, 2], customer_id: 'guest-no-methods' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('No hay métodos de pago disponibles');
    expect(await empty.database.db.select().from(raffleNumbers)).toEqual([]);
    await empty.close();
  });

  it('limits hold requests per client with a Spanish 429', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_RESERVE_MAX: '2' } });
    try {
      const raffle = await buildRaffle(limited.database.db);
      await buildPaymentMethod(limited.database.db);
      const call = () =>
        limited.app.inject({
          method: 'POST',
          url: `/api/raffles/${raffle.id}/reserve`,
          payload: { numbers: [1], customer_id: 'guest-rl' },
        });
      expect((await call()).statusCode).toBe(200);
      expect((await call()).statusCode).toBe(200);
      const third = await call();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toBe('Demasiados intentos. Intenta de nuevo en unos minutos.');
    } finally {
      await limited.close();
    }
  });
});
