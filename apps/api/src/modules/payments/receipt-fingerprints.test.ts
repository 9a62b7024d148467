import { and, eq, ne } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { currencies, paymentNotices, receiptFingerprints } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { browserKeys, startPushService } from '../../test/push-service';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import {
  receiptFields,
  renderReceipt,
  transformReceipt,
  type Transform,
} from '../../test/receipt-corpus';
import { queueNewPayments, sendDueNotifications } from '../notifications';
import { receiptsToFingerprint } from './receipt-fingerprints.repository';
import { fingerprintReceipts } from './receipt-fingerprints.service';

/**
 * 'Comprobante repetido' (issue 41, ADR 078) through the real app: receipts
 * bought with, fingerprinted by the notifications job, flagged in the payment's
 * answer and in the push notice; never refused.
 */
describe('receipts that cannot be reused', () => {
  let ctx: TestContext;
  let push: Awaited<ReturnType<typeof startPushService>>;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let methodId: number;
  let original: Buffer;

  beforeAll(async () => {
    push = await startPushService();
    ctx = await createTestApp({ env: { ALLOW_PRIVATE_PUSH_URLS: 'true' } });
    admin = await buildUser(ctx.database.db, { role: 'admin', fullName: 'Ana' });
    await ctx.database.db.insert(currencies).values({
      nombre: 'Bolívar',
      codigo: 'VES',
      simbolo: 'Bs',
      urlPrecio: 'https://x.test/ves',
      precio: 36.5,
    });
    const [ves] = await ctx.database.db
      .select()
      .from(currencies)
      .where(eq(currencies.codigo, 'VES'));
    methodId = (
      await buildPaymentMethod(ctx.database.db, { name: 'Pago Móvil', monedaId: ves!.id })
    ).id;
    original = await renderReceipt(receiptFields(0));
  }, 60_000);
  afterAll(async () => {
    await ctx.close();
    await push.close();
  });

  const call = (method: string, url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });
  const job = () => jobContext(ctx.app);
  const buy = async (image: Buffer, opts: { key?: string; raffleId?: number } = {}) => {
    const raffleId = opts.raffleId ?? (await buildRaffle(ctx.database.db, { priceCents: 200 })).id;
    const res = await postPurchase(ctx.app, raffleId, {
      numbers: [1],
      payment: buyerPayment(methodId),
      image: { buffer: image, type: 'image/png' },
      ...(opts.key ? { key: opts.key } : {}),
    });
    // A flag only: the purchase is never refused for its receipt.
    expect(res.statusCode).toBe(201);
    return { id: res.json().payment.id as number, raffleId };
  };
  const copy = (t: Transform) => transformReceipt(receiptFields(0), original, t);
  const matchesOf = async (id: number) => {
    const res = await call('GET', `/api/payments/${id}`);
    expect(res.statusCode).toBe(200);
    return res.json().receipt_matches as unknown[];
  };

  it('stores each receipt’s SHA-256 and pHash, off the purchase, and flags a re-sent copy', async () => {
    const first = await buy(original);
    // Nothing yet: the purchase answered before any fingerprint.
    expect(await ctx.database.db.select().from(receiptFingerprints)).toEqual([]);
    const cropped = await copy({ kind: 'combined', percent: 70, quality: 70, crop: 3 });
    const second = await buy(cropped);
    await queueNewPayments(job());

    const rows = await ctx.database.db.select().from(receiptFingerprints);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.sha256).toMatch(/^[0-9a-f]{64}$/);
      expect(typeof row.phash).toBe('bigint');
      expect(row.error).toBeNull();
    }
    const matches = await matchesOf(second.id);
    expect(matches).toEqual([
      {
        payment_id: first.id,
        raffle_id: first.raffleId,
        status: 'pending',
        distance: expect.any(Number),
      },
    ]);
    // The earlier payment is not the one flagged.
    expect(await matchesOf(first.id)).toEqual([]);
    // The list says it too.
    const list = await call('GET', '/api/payments?limit=100');
    const listed = (list.json().payments as { id: number; receipt_matches: unknown[] }[]).find(
      (p) => p.id === second.id,
    );
    expect(listed!.receipt_matches).toEqual(matches);
  }, 60_000);

  it('matches a rejected payment’s receipt, in another raffle, at distance 0 for the same bytes', async () => {
    const receipt = await renderReceipt(receiptFields(7));
    const rejected = await buy(receipt);
    const reject = await call('POST', `/api/payments/${rejected.id}/reject`, {
      reason: 'Comprobante falso',
    });
    expect(reject.statusCode).toBe(200);
    const again = await buy(receipt);
    await queueNewPayments(job());
    expect(await matchesOf(again.id)).toEqual([
      { payment_id: rejected.id, raffle_id: rejected.raffleId, status: 'failed', distance: 0 },
    ]);
  }, 60_000);

  it('another receipt of the same bank app, and another status bar of the same one', async () => {
    const other = await buy(await renderReceipt(receiptFields(3)));
    const statusBar = await buy(
      await copy({
        kind: 'status-bar',
        bar: { time: '23:07', battery: 15, dark: true, carrier: 'Digitel' },
      }),
    );
    await queueNewPayments(job());
    expect(await matchesOf(other.id)).toEqual([]);
    const flagged = (await matchesOf(statusBar.id)) as { payment_id: number }[];
    expect(flagged.length).toBeGreaterThan(0);
  }, 60_000);

  it('a copy of a later receipt is found by its layout keys; another layout is its own reference', async () => {
    // Receipt 0 came first: it is this layout's reference, and receipt 30 is placed on it.
    const png = await renderReceipt(receiptFields(30));
    const earlier = await buy(png);
    await queueNewPayments(job());
    const copied = await buy(
      await transformReceipt(receiptFields(30), png, {
        kind: 'crop',
        left: 5,
        top: 5,
        right: 5,
        bottom: 5,
      }),
    );
    const upsideDown = await buy(await sharp(png).flip().png().toBuffer());
    await queueNewPayments(job());
    expect(await matchesOf(copied.id)).toEqual([
      expect.objectContaining({ payment_id: earlier.id, status: 'pending' }),
    ]);
    expect(await matchesOf(upsideDown.id)).toEqual([]);
    const rows = await ctx.database.db.select().from(receiptFingerprints);
    const row = (id: number) => rows.find((r) => r.paymentId === id)!;
    const reference = rows.find((r) => r.referenceId === r.paymentId)!;
    expect(reference.paymentId).toBeLessThan(earlier.id);
    expect(row(earlier.id).referenceId).toBe(reference.paymentId);
    expect(row(earlier.id).keys!.length).toBeGreaterThan(20);
    expect(row(copied.id).referenceId).toBe(reference.paymentId);
    expect(row(upsideDown.id).referenceId).toBe(upsideDown.id);
  }, 60_000);

  it('an idempotent replay of the same purchase is no match', async () => {
    const receipt = await renderReceipt(receiptFields(11));
    const raffle = await buildRaffle(ctx.database.db, { priceCents: 200 });
    const payment = buyerPayment(methodId);
    const send = () =>
      postPurchase(ctx.app, raffle.id, {
        numbers: [4],
        payment,
        image: { buffer: receipt, type: 'image/png' },
        key: 'replay-key-0001',
      });
    const first = await send();
    const replay = await send();
    expect(first.statusCode).toBe(201);
    expect(replay.json().payment.id).toBe(first.json().payment.id);
    await queueNewPayments(job());
    expect(await matchesOf(first.json().payment.id as number)).toEqual([]);
  }, 60_000);

  it('the push notice of a repeated receipt says so, with the other payment', async () => {
    const key = await call('GET', '/api/push/key');
    push.state.publicKey = key.json().public_key as string;
    const keys = browserKeys();
    push.state.keys = keys;
    const subscribed = await call('POST', '/api/push/subscriptions', {
      endpoint: push.endpoint,
      keys: keys.json,
    });
    expect(subscribed.statusCode).toBe(201);
    const receipt = await renderReceipt(receiptFields(20));
    const earlier = await buy(receipt);
    await queueNewPayments(job());
    await sendDueNotifications(job());
    const later = await buy(
      await transformReceipt(receiptFields(20), receipt, { kind: 'jpeg', quality: 60 }),
    );
    await queueNewPayments(job());
    await sendDueNotifications(job());
    expect(push.errors).toEqual([]);
    const notice = push.received.find((r) => r.payload.payment_id === later.id);
    expect(notice!.payload.body).toContain(`⚠️ Comprobante repetido (#${earlier.id})`);
    const first = push.received.find((r) => r.payload.payment_id === earlier.id);
    expect(first!.payload.body).not.toContain('Comprobante repetido');
  }, 60_000);

  it('one run takes batches until none is left, so a backlog clears in one run', async () => {
    const waiting = [];
    for (const n of [40, 41, 42]) waiting.push(await buy(await renderReceipt(receiptFields(n))));
    // Batches of one: the three receipts take three batches, all in this one run.
    expect(await fingerprintReceipts(job(), { batch: 1 })).toBe(3);
    expect(await receiptsToFingerprint(ctx.database.db, 10)).toEqual([]);
    const stored = await ctx.database.db.select().from(receiptFingerprints);
    for (const { id } of waiting) {
      expect(stored.some((row) => row.paymentId === id && row.error === null)).toBe(true);
    }
  }, 60_000);

  it('a backlog of receipts (every one again after migration 0040) never holds a waiting notice', async () => {
    await buy(original);
    await buy(await renderReceipt(receiptFields(30)));
    const waiting = await buy(await renderReceipt(receiptFields(31)));
    const db = ctx.database.db;
    // As after 0040: no fingerprint anywhere, and only the newest payment's notice waits.
    await db.delete(receiptFingerprints);
    await db
      .delete(paymentNotices)
      .where(and(eq(paymentNotices.kind, 'notice'), ne(paymentNotices.paymentId, waiting.id)));
    const next = await receiptsToFingerprint(db, 2);
    expect(next.map((receipt) => receipt.id)).toHaveLength(2);
    expect(next[0]!.id).toBe(waiting.id);
    expect(next[1]!.id).toBeLessThan(waiting.id); // then the backlog, oldest first
  }, 60_000);
});
