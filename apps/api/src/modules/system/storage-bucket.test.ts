import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { and, count, eq, isNotNull } from 'drizzle-orm';
import { messages } from '@rifas/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobContext } from '../../context';
import { payments, raffleNumbers } from '../../db/schema';
import { sweepOrphanReceipts } from '../../jobs/receipt-sweeper';
import { StorageUnavailableError } from '../../lib/storage';
import uploads from '../../plugins/uploads';
import { createTestApp, type TestContext } from '../../test/app';
import { seedShop } from '../../test/backup-factories';
import { buildUser } from '../../test/factories';
import { buildImage, buyerPayment, postPurchase } from '../../test/number-factories';
import {
  buildPaymentMethod,
  buildRaffle,
  multipartBody,
  raffleFormFields,
} from '../../test/raffle-factories';
import { startS3Server, type TestS3Server } from '../../test/s3-server';
import { restoreBackup } from '../backup';

const HOUR = 3_600_000;
/** Every stored public file an answer points to (its /uploads/ URLs), as storage keys. */
const publicKeysIn = (body: string) =>
  [
    ...new Set(
      [...body.matchAll(/\/uploads\/([a-f0-9]{32}\.[a-z0-9]{2,5})/g)].map((m) => `public/${m[1]}`),
    ),
  ].sort();

describe('files in an S3-compatible bucket (S3_BUCKET)', () => {
  let s3: TestS3Server;
  let ctx: TestContext;
  let admin: Record<string, string>;
  let password: string;
  let galleryRaffle: { id: number; keys: string[] };
  let siteKeys: string[];

  beforeAll(async () => {
    s3 = await startS3Server();
    ctx = await createTestApp({ env: s3.env });
    ({ auth: admin, password } = await buildUser(ctx.database.db, { role: 'admin' }));
  });
  afterAll(async () => {
    await ctx?.close();
    await s3?.close();
  });

  const upload = (
    method: 'POST' | 'PUT',
    url: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipartBody>[1],
  ) => {
    const body = multipartBody(fields, files);
    return ctx.app.inject({
      method,
      url: `/api${url}`,
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
  };
  const image = async (field: string, size: number) => ({
    field,
    filename: `${field}.png`,
    content: await buildImage('png', size),
    type: 'image/png',
  });
  const receiptKeys = async () =>
    (
      await ctx.database.db
        .select({ key: payments.capturePath })
        .from(payments)
        .where(isNotNull(payments.capturePath))
    )
      .map((row) => row.key!)
      .sort();

  it('keeps every kind of file in the bucket and writes nothing under UPLOAD_DIR', async () => {
    // Raffle and prize images, receipts (seedShop), a gallery, the logo and the hero.
    await seedShop(ctx, admin);
    const gallery = await upload('POST', '/raffles', raffleFormFields({ title: 'Galería' }), [
      await image('image', 40),
      await image('images', 44),
      await image('images', 48),
    ]);
    expect(gallery.statusCode).toBe(201);
    galleryRaffle = { id: gallery.json().id, keys: publicKeysIn(gallery.body) };
    expect(galleryRaffle.keys.length).toBeGreaterThanOrEqual(6);
    const beforeLook = await s3.keys('public/');
    expect((await upload('PUT', '/settings/logo', {}, [await image('image', 64)])).statusCode).toBe(
      200,
    );
    expect(
      (await upload('PUT', '/settings/hero', {}, [await image('image', 600)])).statusCode,
    ).toBe(200);
    const settings = await ctx.app.inject({ method: 'GET', url: '/api/settings', headers: admin });
    // The logo, its small copy, the hero and its widths: all new in the bucket.
    siteKeys = (await s3.keys('public/')).filter((key) => !beforeLook.includes(key));
    expect(siteKeys.length).toBeGreaterThanOrEqual(4);
    for (const key of publicKeysIn(settings.body)) expect(siteKeys).toContain(key);

    const inBucket = await s3.keys();
    const raffles = await ctx.app.inject({ method: 'GET', url: '/api/raffles', headers: admin });
    for (const key of [...publicKeysIn(raffles.body), ...siteKeys, ...galleryRaffle.keys]) {
      expect(inBucket, key).toContain(key);
    }
    const receipts = await receiptKeys();
    expect(receipts).toHaveLength(3);
    for (const key of receipts) expect(inBucket).toContain(key);
    expect(existsSync(ctx.config.uploadDir)).toBe(false);
  });

  it('serves public images through the app with their cache headers', async () => {
    const key = galleryRaffle.keys.find((k) => k.endsWith('.png'))!;
    const res = await ctx.app.inject({ method: 'GET', url: `/uploads/${key.slice(7)}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.equals(await s3.read(key))).toBe(true);
    const gone = await ctx.app.inject({ method: 'GET', url: `/uploads/${'f'.repeat(32)}.png` });
    expect(gone.statusCode).toBe(404);
  });

  it('sends public images to S3_PUBLIC_URL when a CDN is in front of the bucket', async () => {
    const app = Fastify();
    await app.register(uploads, {
      storage: ctx.app.storage,
      publicUploadDir: join(ctx.dataDir, 'unused'),
      publicUrl: 'https://cdn.rifas.test',
    });
    const name = galleryRaffle.keys[0]!.slice(7);
    const res = await app.inject({ method: 'GET', url: `/uploads/${name}` });
    expect(res.statusCode).toBe(301);
    expect(res.headers.location).toBe(`https://cdn.rifas.test/public/${name}`);
    await app.close();
  });

  it("keeps receipts private: only the admin's signed link reads one", async () => {
    const [key] = await receiptKeys();
    const name = key!.slice('private/'.length);
    for (const url of [
      `/uploads/${name}`,
      `/uploads/private/${name}`,
      `/uploads/..%2fprivate%2f${name}`,
    ]) {
      expect((await ctx.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
    const [row] = await ctx.database.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.capturePath, key!));
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/payments/${row!.id}` })).statusCode,
    ).toBe(401);
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/payments/${row!.id}/capture` })).statusCode,
    ).toBe(403);
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/${row!.id}`,
      headers: admin,
    });
    const receipt = await ctx.app.inject({ method: 'GET', url: detail.json().capture });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.rawPayload.equals(await s3.read(key!))).toBe(true);
  });

  it('deletes from the bucket: a replaced image, a deleted raffle, an orphan receipt', async () => {
    const before = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${galleryRaffle.id}` });
    const oldMain = publicKeysIn(
      JSON.stringify({ a: before.json().imagen, b: before.json().imagen_card }),
    );
    const replaced = await upload(
      'PUT',
      `/raffles/${galleryRaffle.id}`,
      raffleFormFields({ title: 'Galería' }),
      [await image('image', 52)],
    );
    expect(replaced.statusCode).toBe(200);
    let inBucket = await s3.keys('public/');
    for (const key of oldMain) expect(inBucket).not.toContain(key);
    const now = publicKeysIn(replaced.body);
    for (const key of now) expect(inBucket).toContain(key);

    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/raffles/${galleryRaffle.id}`,
      headers: admin,
    });
    expect(deleted.statusCode).toBe(200);
    inBucket = await s3.keys('public/');
    for (const key of [...now, ...galleryRaffle.keys]) expect(inBucket).not.toContain(key);

    // A receipt no payment names (a crash between the upload and the sale), past the grace period.
    const orphan = await ctx.app.storage.saveFile('private', Buffer.from('huérfano'), 'jpg');
    const claimed = await receiptKeys();
    const removed = await sweepOrphanReceipts({
      ...jobContext(ctx.app),
      now: new Date(Date.now() + HOUR),
    });
    expect(removed).toEqual([orphan.key]);
    expect(await s3.keys('private/')).toEqual(claimed);
  });

  it('a purchase while the bucket is down: 503 and nothing written; then it sells', async () => {
    const db = ctx.database.db;
    const raffle = await buildRaffle(db);
    const method = await buildPaymentMethod(db, { requiresCapture: true });
    const paymentsBefore = (await db.select({ n: count() }).from(payments))[0]!.n;
    const buy = async () =>
      postPurchase(ctx.app, raffle.id, {
        numbers: [9],
        payment: buyerPayment(method.id),
        image: { buffer: await buildImage('jpeg', 20), type: 'image/jpeg' },
        key: 'bucket-down-0001',
      });
    await s3.stop();
    try {
      const res = await buy();
      expect(res.statusCode).toBe(503);
      expect(res.json().error).toBe('No se pudo guardar el comprobante. Intenta de nuevo.');
      expect(res.json().error).toBe(messages.purchase.receiptStoreFailed);
      expect((await db.select({ n: count() }).from(payments))[0]!.n).toBe(paymentsBefore);
      const sold = await db
        .select()
        .from(raffleNumbers)
        .where(and(eq(raffleNumbers.raffleId, raffle.id), eq(raffleNumbers.status, 'sold')));
      expect(sold).toEqual([]);
      // Public images answer 503 (not a broken 500), and the start-up check refuses.
      const image = await ctx.app.inject({
        method: 'GET',
        url: `/uploads/${siteKeys[0]!.slice(7)}`,
      });
      expect(image.statusCode).toBe(503);
      await expect(ctx.app.storage.check()).rejects.toThrow(StorageUnavailableError);
      await expect(ctx.app.storage.check()).rejects.toThrow(
        /^No se pudo conectar con el bucket S3 "rifas-test"/,
      );
    } finally {
      await s3.start();
    }
    const again = await buy();
    expect(again.statusCode).toBe(201);
    expect(await s3.keys('private/')).toContain(await receiptOf(again.json().payment.id));
  });
  const receiptOf = async (id: number) =>
    (
      await ctx.database.db
        .select({ key: payments.capturePath })
        .from(payments)
        .where(eq(payments.id, id))
    )[0]!.key!;

  it("'Vaciar Todo' backs up into the bucket, empties it, and a restore brings the files back", async () => {
    const shopFiles = [...(await s3.keys('public/')), ...(await s3.keys('private/'))].filter(
      (key) => !siteKeys.includes(key),
    );
    expect(shopFiles.length).toBeGreaterThan(5);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/raffles/truncate',
      headers: admin,
      payload: { confirm: 'VACIAR', password },
    });
    expect(res.statusCode).toBe(200);
    const file: string = res.json().backup.file;
    expect(await s3.keys('backups/')).toEqual([`backups/${file}`]);
    const left = [...(await s3.keys('public/')), ...(await s3.keys('private/'))];
    expect(left.sort()).toEqual([...siteKeys].sort()); // the shop's look is not part of Vaciar Todo
    expect(existsSync(join(ctx.dataDir, 'backups'))).toBe(false);

    // Backups are private: listed and downloaded by an admin only.
    expect((await ctx.app.inject({ method: 'GET', url: `/api/backups/${file}` })).statusCode).toBe(
      401,
    );
    const list = await ctx.app.inject({ method: 'GET', url: '/api/backups', headers: admin });
    expect(list.json().map((b: { file: string }) => b.file)).toEqual([file]);
    const download = await ctx.app.inject({
      method: 'GET',
      url: `/api/backups/${file}`,
      headers: admin,
    });
    expect(download.statusCode).toBe(200);
    const archive = await s3.read(`backups/${file}`);
    expect(download.rawPayload.equals(archive)).toBe(true);

    const work = await mkdtemp(join(tmpdir(), 'rifas-s3-restore-'));
    try {
      await writeFile(join(work, file), archive);
      await restoreBackup(
        { ...jobContext(ctx.app), now: new Date() },
        { archivePath: join(work, file) },
      );
    } finally {
      await rm(work, { recursive: true, force: true });
    }
    const restored = [...(await s3.keys('public/')), ...(await s3.keys('private/'))];
    for (const key of shopFiles) expect(restored).toContain(key);
    expect(existsSync(ctx.config.uploadDir)).toBe(false);
  });
});
