import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { raffleNumbers } from '../../db/schema';
import { sweepExpiredHolds } from '../../jobs/hold-sweeper';
import { createTestApp, type TestContext } from '../../test/app';
import { buildCurrency, currencyForm, startPriceServer } from '../../test/currencies';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildReviewPayment } from '../../test/payment-factories';
import { raffleFormFields, buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { jobContext } from '../../context';
import { refreshAllRates } from '../currencies';
import { invalidateFor } from './public-cache.plugin';

/**
 * Public answers come from memory and every kind of change refreshes them at
 * once on the instance that made it. Each case warms the answer, proves the
 * next read is served without a build, makes the change, and expects it seen.
 */
describe('public answers cache: invalidation on every change', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let methodId: number;
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => now, env: { ALLOW_PRIVATE_RATE_URLS: 'true' } });
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(async () => ctx.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    ctx.app.inject({ method, url: `/api${url}`, headers: admin, payload });

  /** Warm `url`, check a read costs no build, run `change`, return the answers before and after. */
  async function around(url: string, change: () => Promise<unknown>) {
    // On PostgreSQL the factories' inserts are heard a moment later (triggers): settle first.
    await ctx.app.runtime.changes.sync();
    const before = await get(url);
    expect(before.statusCode).toBe(200);
    const builds = ctx.app.publicCache.builds;
    const again = await get(url);
    expect(again.headers.etag).toBe(before.headers.etag);
    expect(ctx.app.publicCache.builds).toBe(builds); // served from memory
    await change();
    const after = await get(url);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    return { before: before.json(), after: after.json() };
  }

  const reserve = (raffleId: number, numbers: number[], guest: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/reserve`,
      payload: { numbers, customer_id: guest },
    });

  it('a purchase: the grid, the raffle and the lists', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate: minutes(600) });
    const buy = () =>
      postPurchase(ctx.app, raffle.id, { numbers: [3], payment: buyerPayment(methodId) });
    const numbers = await around(`/raffles/${raffle.id}/numbers`, buy);
    expect(numbers.after.reserved).toEqual([3]);

    const buyMore = () =>
      postPurchase(ctx.app, raffle.id, { numbers: [4], payment: buyerPayment(methodId) });
    const detail = await around(`/raffles/${raffle.id}`, buyMore);
    expect(detail.after.reserved_numbers).toBe(detail.before.reserved_numbers + 1);

    const buyThird = () =>
      postPurchase(ctx.app, raffle.id, { numbers: [5], payment: buyerPayment(methodId) });
    const list = await around('/raffles/active', buyThird);
    const shown = (l: { id: number; reserved_numbers: number }[]) =>
      l.find((r) => r.id === raffle.id)!.reserved_numbers;
    expect(shown(list.after)).toBe(shown(list.before) + 1);
  });

  it('a hold and a release by the buyer', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate: minutes(600) });
    const url = `/raffles/${raffle.id}/numbers?format=bitmap`;
    await around(url, () => reserve(raffle.id, [8], 'guest-cache'));
    const released = await around(`/raffles/${raffle.id}/numbers`, () =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${raffle.id}/release`,
        payload: { numbers: [8], customer_id: 'guest-cache' },
      }),
    );
    expect(released.before.reserved).toEqual([8]);
    expect(released.after.reserved).toEqual([]);
  });

  it('a hold swept after it lapsed (the app clock has not reached the lapse yet)', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate: minutes(600) });
    expect((await reserve(raffle.id, [9], 'guest-sweep')).statusCode).toBe(200);
    const swept = await around(`/raffles/${raffle.id}/numbers`, () =>
      // The app's handle, as the sweeper job gets it (jobContext): its changes reach this app at once.
      sweepExpiredHolds({ ...jobContext(ctx.app), now: minutes(20) }),
    );
    expect(swept.before.reserved).toEqual([9]);
    expect(swept.after.reserved).toEqual([]);
  });

  it('validate, reject and refund by an admin', async () => {
    const db = ctx.database.db;
    const raffle = await buildRaffle(db, { drawDate: minutes(600) });
    const toValidate = await buildReviewPayment(db, { raffleId: raffle.id, numbers: [1] });
    const toReject = await buildReviewPayment(db, { raffleId: raffle.id, numbers: [2] });
    const url = `/raffles/${raffle.id}/numbers`;

    const validated = await around(url, () =>
      call('POST', `/payments/${toValidate.id}/validate`, {}),
    );
    expect(validated.after.sold).toEqual([1]);
    const rejected = await around(url, () =>
      call('POST', `/payments/${toReject.id}/reject`, { reason: 'No aparece' }),
    );
    expect(rejected.after.reserved).toEqual([]);
    const refunded = await around(url, () =>
      call('POST', `/payments/${toValidate.id}/refund`, { reason: 'Pago duplicado' }),
    );
    expect(refunded.after.sold).toEqual([]);
  });

  it('an admin release of a held number', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate: minutes(600) });
    await reserve(raffle.id, [6], 'guest-admin-release');
    const released = await around(`/raffles/${raffle.id}/numbers`, () =>
      call('POST', `/raffles/${raffle.id}/release-specific`, { numbers: [6] }),
    );
    expect(released.after.reserved).toEqual([]);
  });

  it('a raffle edit: the raffle, the lists and the grid (range)', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate: minutes(600) });
    const edit = (fields: Record<string, string>) =>
      call(
        'PUT',
        `/raffles/${raffle.id}`,
        raffleFormFields({ draw_date: minutes(600).toISOString(), ...fields }),
      );
    const detail = await around(`/raffles/${raffle.id}`, () => edit({ title: 'Moto nueva' }));
    expect(detail.after.title).toBe('Moto nueva');
    const list = await around('/raffles', () => edit({ title: 'Moto usada' }));
    expect(list.after.find((r: { id: number }) => r.id === raffle.id).title).toBe('Moto usada');
    const grid = await around(`/raffles/${raffle.id}/numbers`, () => edit({ end_number: '199' }));
    expect(grid.after.end_number).toBe(199);
  });

  it('a payment method save', async () => {
    const method = await buildPaymentMethod(ctx.database.db, { name: 'Zelle' });
    const saved = await around('/payment-methods', () =>
      call('PUT', `/payment-methods/${method.id}`, {
        name: 'Zelle Empresas',
        description: '',
        instructions: '',
        is_active: true,
        requires_reference: true,
        requires_date: false,
        requires_capture: false,
        custom_fields: [],
      }),
    );
    const names = (l: { name: string }[]) => l.map((m) => m.name);
    expect(names(saved.after)).toContain('Zelle Empresas');
    expect(names(saved.before)).not.toContain('Zelle Empresas');
  });

  it('a currency save and a rate refresh', async () => {
    const prices = await startPriceServer({ body: JSON.stringify({ price: 40 }) });
    try {
      const currency = await buildCurrency(ctx.database.db, {
        precio: 36,
        urlPrecio: prices.url(),
      });
      const renamed = await around('/monedas/rates', () =>
        call('PUT', `/monedas/${currency.id}`, {
          ...currencyForm({ codigo: currency.codigo, url_precio: prices.url() }),
          nombre: 'Bolívar digital',
        }),
      );
      const rateOf = (l: { codigo: string; nombre: string; precio: string | number }[]) =>
        l.find((r) => r.codigo === currency.codigo)!;
      expect(rateOf(renamed.after).nombre).toBe('Bolívar digital');

      const refreshed = await around('/monedas/rates', () => refreshAllRates(jobContext(ctx.app)));
      expect(Number(rateOf(refreshed.after).precio)).toBe(40);
    } finally {
      await prices.close();
    }
  });

  it('builds once for a crowd: concurrent readers after a change share one build', async () => {
    const raffle = await buildRaffle(ctx.database.db, { drawDate: minutes(600) });
    const url = `/raffles/${raffle.id}/numbers?format=bitmap`;
    await get(url);
    await reserve(raffle.id, [1], 'guest-crowd');
    const builds = ctx.app.publicCache.builds;
    const answers = await Promise.all(Array.from({ length: 30 }, () => get(url)));
    expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
    expect(ctx.app.publicCache.builds).toBe(builds + 1);
  });

  it('a time boundary needs no event: a hold lapsing or a draw passing', async () => {
    let clock = now;
    const timed = await createTestApp({ database: ctx.database, clock: () => clock });
    try {
      const raffle = await buildRaffle(ctx.database.db, { drawDate: minutes(30) });
      await ctx.database.db.insert(raffleNumbers).values({
        raffleId: raffle.id,
        number: 2,
        status: 'reserved',
        holderId: 'g:x',
        holdExpiresAt: minutes(10),
      });
      const read = async (url: string) =>
        (await timed.app.inject({ method: 'GET', url: `/api${url}` })).json();
      expect((await read(`/raffles/${raffle.id}/numbers`)).reserved).toEqual([2]);
      expect((await read('/raffles/active')).map((r: { id: number }) => r.id)).toContain(raffle.id);
      clock = minutes(11);
      expect((await read(`/raffles/${raffle.id}/numbers`)).reserved).toEqual([]);
      clock = minutes(31);
      expect((await read('/raffles/active')).map((r: { id: number }) => r.id)).not.toContain(
        raffle.id,
      );
    } finally {
      await timed.close();
    }
  });

  it('a reset (changes may have been missed) empties the cache', async () => {
    await get('/raffles/active');
    expect(ctx.app.publicCache.size).toBeGreaterThan(0);
    invalidateFor(ctx.app.publicCache, { k: 'reset' });
    expect(ctx.app.publicCache.size).toBe(0);
  });
});

describe('public answers cache: how answers are sent', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(async () => ctx.close());

  it('sends the pre-compressed bytes the client accepts, with Vary, and 304 to a current ETag', async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 9999 });
    await ctx.database.db.insert(raffleNumbers).values(
      Array.from({ length: 600 }, (_, i) => ({
        raffleId: raffle.id,
        number: i * 7,
        status: 'sold' as const,
        paymentId: 1,
      })),
    );
    const url = `/api/raffles/${raffle.id}/numbers`;
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');

    const br = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'accept-encoding': 'gzip, br;q=0' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers.etag).toBe(plain.headers.etag);

    const fresh = await ctx.app.inject({
      method: 'GET',
      url,
      headers: { 'if-none-match': String(plain.headers.etag) },
    });
    expect(fresh.statusCode).toBe(304);
    expect(fresh.body).toBe('');
  });

  it('leaves small answers uncompressed', async () => {
    // No currency yet: the rates answer is '[]'. (/api/config grew past the threshold with the
    // shop's look.)
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/monedas/rates',
      headers: { 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never serves an admin a public entry, nor keeps an admin answer', async () => {
    const db = ctx.database.db;
    const admin = (await buildUser(db, { role: 'admin' })).auth;
    const draft = await buildRaffle(db, { status: 'pending' });
    const withWinner = await buildRaffle(db, { winningNumber: 7 });
    const read = (url: string, headers: Record<string, string> = {}) =>
      ctx.app.inject({ method: 'GET', url: `/api${url}`, headers });

    // Public first, then admin, then public again: each sees its own view.
    expect((await read(`/raffles/${withWinner.id}`)).json().numero_ganador).toBeNull();
    expect((await read(`/raffles/${withWinner.id}`, admin)).json().numero_ganador).toBe(7);
    expect((await read(`/raffles/${withWinner.id}`)).json().numero_ganador).toBeNull();

    expect((await read(`/raffles/${draft.id}`, admin)).statusCode).toBe(200);
    expect((await read(`/raffles/${draft.id}`)).statusCode).toBe(404);
    expect((await read(`/raffles/${draft.id}/numbers`, admin)).statusCode).toBe(200);
    expect((await read(`/raffles/${draft.id}/numbers`)).statusCode).toBe(404);
    const adminList = (await read('/raffles', admin)).json();
    expect(adminList.map((r: { id: number }) => r.id)).toContain(draft.id);
    const publicList = (await read('/raffles')).json();
    expect(publicList.map((r: { id: number }) => r.id)).not.toContain(draft.id);
    for (const [, body] of ctx.app.publicCache.bodies()) {
      expect(body).not.toContain(`"id":${draft.id},`);
    }
  });
});
