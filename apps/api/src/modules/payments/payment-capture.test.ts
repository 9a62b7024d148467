import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildImage, buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { buildReviewPayment } from '../../test/payment-factories';

describe('receipts through signed links', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  let now = new Date();
  let receiptKey: string;
  let captureUrl: string;
  let paymentId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => now });
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;

    // A real purchase with a receipt, as a buyer makes it.
    const db = ctx.database.db;
    const raffle = await buildRaffle(db);
    const method = await buildPaymentMethod(db, { requiresCapture: true });
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers: [4],
      payment: buyerPayment(method.id),
      image: { buffer: await buildImage('png', 24), type: 'image/png' },
    });
    expect(res.statusCode).toBe(201);
    paymentId = res.json().payment.id;
    const [file] = await readdir(join(ctx.config.uploadDir, 'private'));
    receiptKey = `private/${file}`;

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/${paymentId}`,
      headers: admin,
    });
    captureUrl = detail.json().capture;
  });
  afterAll(() => ctx.close());

  const fetchUrl = (url: string) => ctx.app.inject({ method: 'GET', url });

  it('serves the stored receipt to anyone holding the signed link, as an image', async () => {
    const res = await fetchUrl(captureUrl);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\//);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.rawPayload.equals(await readFile(join(ctx.config.uploadDir, receiptKey)))).toBe(
      true,
    );
  });

  it('the list gives the same working link', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/payments', headers: admin });
    const fromList = list.json().payments.find((p: { id: number }) => p.id === paymentId);
    expect(fromList.capture).toBe(captureUrl);
  });

  it('answers 403 to a tampered, borrowed, unsigned or stretched link', async () => {
    const url = new URL(captureUrl, 'http://x');
    const sig = url.searchParams.get('sig')!;
    const expires = Number(url.searchParams.get('expires'));
    const other = await buildReviewPayment(ctx.database.db, {
      raffleId: (await buildRaffle(ctx.database.db)).id,
      numbers: [1],
      capturePath: receiptKey,
    });
    const flipped = (sig[0] === 'A' ? 'B' : 'A') + sig.slice(1);
    const attempts = [
      `/api/payments/${paymentId}/capture?expires=${expires}&sig=${flipped}`,
      `/api/payments/${paymentId}/capture?expires=${expires + 3600}&sig=${sig}`,
      `/api/payments/${other.id}/capture?expires=${expires}&sig=${sig}`,
      `/api/payments/${paymentId}/capture`,
      `/api/payments/${paymentId}/capture?expires=abc&sig=`,
    ];
    for (const attempt of attempts) {
      const res = await fetchUrl(attempt);
      expect(res.statusCode, attempt).toBe(403);
      expect(res.json().error).toBe('El enlace del comprobante no es válido o ha expirado');
    }
  });

  it('stops working once it expires', async () => {
    const saved = now;
    now = new Date(saved.getTime() + 71 * 60_000);
    try {
      const res = await fetchUrl(captureUrl);
      expect(res.statusCode).toBe(403);
    } finally {
      now = saved;
    }
    expect((await fetchUrl(captureUrl)).statusCode).toBe(200);
  });

  it('never serves the receipt by its file name', async () => {
    const name = receiptKey.slice('private/'.length);
    for (const url of [
      `/uploads/${name}`,
      `/uploads/private/${name}`,
      `/uploads/../private/${name}`,
      `/uploads/%2e%2e/private/${name}`,
    ]) {
      const res = await fetchUrl(url);
      expect(res.statusCode, url).toBe(404);
    }
  });

  it('has no link for a payment without a receipt', async () => {
    const plain = await buildReviewPayment(ctx.database.db, {
      raffleId: (await buildRaffle(ctx.database.db)).id,
      numbers: [2],
    });
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/${plain.id}`,
      headers: admin,
    });
    expect(res.json().capture).toBeNull();
  });
});
