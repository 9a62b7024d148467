import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { buildApp } from '../../app';
import { createTestApp, type TestContext } from '../../test/app';
import { solvedChallenge } from '../../test/challenge';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

describe('the guest challenge (ALTCHA proof of work)', () => {
  let ctx: TestContext;
  let now = new Date();
  let methodId: number;

  beforeAll(async () => {
    ctx = await createTestApp({
      env: { GUEST_CHALLENGE: 'true', GUEST_CHALLENGE_MAXNUMBER: '2000' },
      clock: () => now,
    });
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(async () => ctx.close());

  const reserve = (raffleId: number, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/reserve`,
      payload: { numbers: [1, 2], customer_id: 'guest-pow' },
      headers,
    });
  const reserved = async (raffleId: number) =>
    (await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffleId}/numbers` })).json<{
      reserved: number[];
    }>().reserved;

  it('GET /api/challenge answers a fresh signed challenge, never cached', async () => {
    const a = await ctx.app.inject({ method: 'GET', url: '/api/challenge' });
    const b = await ctx.app.inject({ method: 'GET', url: '/api/challenge' });
    expect(a.statusCode).toBe(200);
    expect(a.headers['cache-control']).toBe('no-store');
    expect(a.json()).toMatchObject({
      parameters: { algorithm: 'SHA-256', cost: 1, keyLength: 32 },
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(a.json().parameters.nonce).not.toBe(b.json().parameters.nonce);
  });

  it('refuses a guest hold without, with a forged, or with a wrong solution; nothing is held', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const missing = await reserve(raffle.id);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error).toBe(
      'Falta la verificación de seguridad. Recarga la página e intenta de nuevo.',
    );

    const garbage = await reserve(raffle.id, { 'x-altcha': 'no-es-base64-json' });
    expect(garbage.statusCode).toBe(403);
    expect(garbage.json().error).toBe(
      'La verificación de seguridad no es válida o venció. Intenta de nuevo.',
    );
    // The SPA sends once more with a fresh solution on this code (hold-numbers.ts).
    for (const refusal of [missing, garbage]) expect(refusal.json().code).toBe('challenge_refused');

    const good = JSON.parse(Buffer.from(await solvedChallenge(ctx.app), 'base64').toString());
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const key: string = good.solution.derivedKey;
    const wrongKey = {
      ...good,
      solution: { ...good.solution, derivedKey: (key[0] === '0' ? '1' : '0') + key.slice(1) },
    };
    const forged = {
      ...good,
      challenge: { ...good.challenge, parameters: { ...good.challenge.parameters, cost: 2 } },
    };
    for (const bad of [wrongKey, forged]) {
      const res = await reserve(raffle.id, { 'x-altcha': encode(bad) });
      expect(res.statusCode).toBe(403);
    }
    expect(await reserved(raffle.id)).toEqual([]);
  });

  it('accepts a solution once, on any instance', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const solved = await solvedChallenge(ctx.app);
    expect((await reserve(raffle.id, { 'x-altcha': solved })).statusCode).toBe(200);

    const replay = await reserve(raffle.id, { 'x-altcha': solved });
    expect(replay.statusCode).toBe(409);
    expect(replay.json().error).toBe('Esta verificación de seguridad ya se usó. Intenta de nuevo.');
    expect(replay.json().code).toBe('challenge_refused');

    const second = ctx.database.url ? openPostgres(ctx.database.url, 2) : ctx.database;
    const other = await buildApp({ config: ctx.config, database: second, clock: () => now });
    try {
      const elsewhere = await other.inject({
        method: 'POST',
        url: `/api/raffles/${raffle.id}/reserve`,
        payload: { numbers: [3], customer_id: 'guest-pow' },
        headers: { 'x-altcha': solved },
      });
      expect(elsewhere.statusCode).toBe(409);
    } finally {
      await other.close();
      if (second !== ctx.database) await second.close();
    }
  });

  it('refuses an expired challenge', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const solved = await solvedChallenge(ctx.app);
    const saved = now;
    now = new Date(now.getTime() + 31 * 60_000); // GUEST_CHALLENGE_SECONDS is 30 minutes
    try {
      const expired = await reserve(raffle.id, { 'x-altcha': solved });
      expect(expired.statusCode).toBe(403);
      expect(expired.json().code).toBe('challenge_refused');
    } finally {
      now = saved;
    }
  });

  it('a purchase takes its own solution; a replay of the committed purchase needs none', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const payment = buyerPayment(methodId);
    const without = await postPurchase(ctx.app, raffle.id, { numbers: [7], payment });
    expect(without.statusCode).toBe(400);

    const solved = await solvedChallenge(ctx.app);
    const first = await postPurchase(ctx.app, raffle.id, {
      numbers: [7],
      payment,
      key: 'pow-purchase-key-0001',
      headers: { 'x-altcha': solved },
    });
    expect(first.statusCode).toBe(201);
    const replay = await postPurchase(ctx.app, raffle.id, {
      numbers: [7],
      payment,
      key: 'pow-purchase-key-0001',
      headers: { 'x-altcha': solved },
    });
    expect(replay.statusCode).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
  });

  it('a purchase with a spent solution is refused here and on another instance; its key stays free', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const payment = buyerPayment(methodId);
    const spent = await solvedChallenge(ctx.app);
    expect((await reserve(raffle.id, { 'x-altcha': spent })).statusCode).toBe(200);
    const buy = (app: typeof ctx.app, key: string, altcha: string) =>
      postPurchase(app, raffle.id, { numbers: [9], payment, key, headers: { 'x-altcha': altcha } });

    const here = await buy(ctx.app, 'pow-spent-key-0001', spent);
    expect(here.statusCode).toBe(409);
    expect(here.json().code).toBe('challenge_refused');

    // Another instance has not seen it: the key's claim spends it, finds it spent, frees the key.
    const second = ctx.database.url ? openPostgres(ctx.database.url, 2) : ctx.database;
    const other = await buildApp({ config: ctx.config, database: second, clock: () => now });
    try {
      const elsewhere = await buy(other, 'pow-spent-key-0002', spent);
      expect(elsewhere.statusCode).toBe(409);
      expect(elsewhere.json().code).toBe('challenge_refused');
    } finally {
      await other.close();
      if (second !== ctx.database) await second.close();
    }
    const fresh = await buy(ctx.app, 'pow-spent-key-0002', await solvedChallenge(ctx.app));
    expect(fresh.statusCode).toBe(201);
    expect(fresh.headers['idempotent-replayed']).toBeUndefined();
  });

  it('verified accounts need no challenge; an account never verified solves it like a guest', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const verified = await buildUser(ctx.database.db, { role: 'user', isVerified: true });
    expect((await reserve(raffle.id, verified.auth)).statusCode).toBe(200);

    const unverified = await buildUser(ctx.database.db, { role: 'user', isVerified: false });
    const refused = await reserve(raffle.id, unverified.auth);
    expect(refused.statusCode).toBe(400);
    const solved = await reserve(raffle.id, {
      ...unverified.auth,
      'x-altcha': await solvedChallenge(ctx.app),
    });
    expect(solved.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: unverified.auth,
    });
    expect(me.json()).toMatchObject({ verified: false });
  });
});
