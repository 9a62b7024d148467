import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencies, outboxEmails, payments, raffleNumbers } from '../../db/schema';
import { recordChanges } from '../../test/changes';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildImage, buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

describe('purchase', () => {
  let ctx: TestContext;
  let now = new Date(Math.floor(Date.now() / 1000) * 1000);
  const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
  let methodId: number;

  let changes: ReturnType<typeof recordChanges>;
  beforeAll(async () => {
    ctx = await createTestApp({ clock: () => now, env: { MAX_NUMBERS_PER_ORDER: '10' } });
    changes = recordChanges(ctx.app);
    methodId = (await buildPaymentMethod(ctx.database.db, { name: 'Zelle' })).id;
    await ctx.database.db.insert(currencies).values([
      {
        nombre: 'Bolívar',
        codigo: 'VES',
        simbolo: 'Bs',
        urlPrecio: 'https://x.test/ves',
        precio: 36.5,
      },
      {
        nombre: 'Peso',
        codigo: 'COP',
        simbolo: '$',
        urlPrecio: 'https://x.test/cop',
        precio: 4000,
        estatus: 'no',
      },
    ]);
  });
  afterAll(async () => ctx.close());

  const privateFiles = async () =>
    readdir(join(ctx.config.uploadDir, 'private')).catch(() => [] as string[]);
  const paymentsOf = (raffleId: number) =>
    ctx.database.db.select().from(payments).where(eq(payments.raffleId, raffleId));
  /** How many numbers changes of the raffle pickers and caches have heard. */
  const versionOf = async (raffleId: number) => changes.numbersOf(raffleId).length;
  const reserve = (raffleId: number, numbers: number[], customerId: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/reserve`,
      payload: { numbers, customer_id: customerId },
    });

  it('claims the numbers under a pending payment, stores the receipt privately and queues the e-mail', async () => {
    const raffle = await buildRaffle(ctx.database.db, { priceCents: 250 });
    const method = await buildPaymentMethod(ctx.database.db, {
      name: 'Pago Móvil',
      requiresReference: true,
      requiresDate: true,
      requiresCapture: true,
      customFields: [{ name: 'banco', label: 'Banco de origen', type: 'text', required: true }],
    });
    const payment = buyerPayment(method.id, {
      reference_number: 'REF-123',
      payment_date: '2030-01-10',
      transaction_data: { banco: 'Banesco', ignorado: 'x' },
    });
    const filesBefore = (await privateFiles()).length;
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers: [7, 5, 5],
      payment,
      image: { buffer: await buildImage('jpeg') },
    });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      success: true,
      message: 'Compra registrada. Tu pago está pendiente de verificación.',
      payment: {
        id: expect.any(Number),
        status: 'pending',
        amount: 5,
        numbers: [5, 7],
        precio_moneda: { VES: { rate: 36.5, unit: 91.25, total: 182.5, simbolo: 'Bs', orden: 0 } },
        ticket_code: expect.stringMatching(/^[A-Za-z0-9_-]{22,}$/),
      },
    });

    const [row] = await paymentsOf(raffle.id);
    expect(row).toMatchObject({
      id: body.payment.id,
      ticketCode: body.payment.ticket_code,
      status: 'pending',
      amountCents: 500,
      numbers: [5, 7],
      paymentMethodId: method.id,
      paymentMethodName: 'Pago Móvil',
      referenceNumber: 'REF-123',
      paymentDate: '2030-01-10',
      customerName: payment.customer_name,
      customerEmail: payment.customer_email,
      customerPhone: payment.customer_phone,
      customerId: payment.customer_id,
      transactionData: { banco: 'Banesco' },
      userId: null,
      holderId: `g:${payment.holder_id}`,
    });
    expect(row!.capturePath).toMatch(/^private\/[a-f0-9]{32}\.jpg$/);
    expect(await privateFiles()).toHaveLength(filesBefore + 1);

    const numbers = await ctx.database.db
      .select()
      .from(raffleNumbers)
      .where(eq(raffleNumbers.raffleId, raffle.id));
    expect(numbers.map((n) => [n.number, n.status, n.paymentId, n.holdExpiresAt])).toEqual([
      [5, 'reserved', row!.id, null],
      [7, 'reserved', row!.id, null],
    ]);
    expect(await versionOf(raffle.id)).toBe(1);

    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, payment.customer_email));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.kind).toBe('purchase_received');
    expect(mails[0]!.subject).toContain(raffle.title);
    expect(mails[0]!.text).toContain('Números: 05, 07');
    expect(mails[0]!.text).toContain('pendiente de verificación');
  });

  it('stores a raw 12-megapixel phone photo upright, at most 2000 px, without metadata', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    // A phone photo held sideways: 4000 × 3000 pixels with orientation 6 (a quarter turn).
    const photo = await sharp({
      create: { width: 4000, height: 3000, channels: 3, background: { r: 90, g: 120, b: 200 } },
    })
      .jpeg({ quality: 95 })
      .withExif({ IFD0: { Make: 'Telefono', ImageDescription: 'GPS de la casa' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers: [3],
      payment: buyerPayment(methodId),
      image: { buffer: photo },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await paymentsOf(raffle.id);
    const stored = await ctx.app.storage.readFile(row!.capturePath!);
    const meta = await sharp(stored).metadata();
    expect(meta.format).toBe('jpeg');
    // Turned upright (portrait), then shrunk to 2000 px on the long side (ADR 041).
    expect([meta.width, meta.height]).toEqual([1500, 2000]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(stored.includes(Buffer.from('GPS de la casa'))).toBe(false);
  });

  it('accepts a JSON body without a receipt and links the payment to the signed-in user', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const { user, auth } = await buildUser(ctx.database.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/purchase`,
      headers: auth,
      payload: { numbers: [1], payment: buyerPayment(methodId) },
    });
    expect(res.statusCode).toBe(201);
    const [row] = await paymentsOf(raffle.id);
    expect(row!.userId).toBe(user.id);
    expect(row!.capturePath).toBeNull();
  });

  it('lets a holder buy its own held numbers and nobody else', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    expect((await reserve(raffle.id, [10, 11], 'guest-holder')).json().reserved).toEqual([10, 11]);

    const intruder = await postPurchase(ctx.app, raffle.id, {
      numbers: [10, 12],
      payment: buyerPayment(methodId, { holder_id: 'guest-intruder' }),
    });
    expect(intruder.statusCode).toBe(409);
    expect(intruder.json()).toEqual({
      error: 'Algunos números ya no están disponibles',
      message: 'Algunos números ya no están disponibles',
      unavailableNumbers: [10],
    });
    // Nothing of the failed purchase was written: 12 is still free.
    expect(await paymentsOf(raffle.id)).toHaveLength(0);

    const owner = await postPurchase(ctx.app, raffle.id, {
      numbers: [10, 11, 12],
      payment: buyerPayment(methodId, { holder_id: 'guest-holder' }),
    });
    expect(owner.statusCode).toBe(201);
    // Under a payment the numbers no longer belong to the hold: not even the holder buys them twice.
    const again = await postPurchase(ctx.app, raffle.id, {
      numbers: [11],
      payment: buyerPayment(methodId, { holder_id: 'guest-holder' }),
    });
    expect(again.json().unavailableNumbers).toEqual([11]);
    expect((await reserve(raffle.id, [11], 'guest-holder')).json().unavailableNumbers).toEqual([
      11,
    ]);
  });

  it('sells a lapsed hold to anyone', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    await reserve(raffle.id, [3], 'guest-slow');
    const saved = now;
    now = later(15);
    try {
      const res = await postPurchase(ctx.app, raffle.id, {
        numbers: [3],
        payment: buyerPayment(methodId, { holder_id: 'guest-fast' }),
      });
      expect(res.statusCode).toBe(201);
    } finally {
      now = saved;
    }
  });

  it('leaves no file, no row, no e-mail and no version bump when a number is taken', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    await postPurchase(ctx.app, raffle.id, { numbers: [20], payment: buyerPayment(methodId) });
    const version = await versionOf(raffle.id);
    const filesBefore = await privateFiles();
    const loser = buyerPayment(methodId);
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers: [19, 20, 21],
      payment: loser,
      image: { buffer: await buildImage('png') },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().unavailableNumbers).toEqual([20]);
    expect(await privateFiles()).toEqual(filesBefore);
    expect(await paymentsOf(raffle.id)).toHaveLength(1);
    expect(await versionOf(raffle.id)).toBe(version);
    const mails = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, loser.customer_email));
    expect(mails).toHaveLength(0);
    const rows = await ctx.database.db
      .select()
      .from(raffleNumbers)
      .where(eq(raffleNumbers.raffleId, raffle.id));
    expect(rows.map((r) => r.number)).toEqual([20]);
  });

  it('refuses numbers outside the range and too many numbers', async () => {
    const raffle = await buildRaffle(ctx.database.db, { startNumber: 1, endNumber: 20 });
    const outside = await postPurchase(ctx.app, raffle.id, {
      numbers: [0, 5, 21],
      payment: buyerPayment(methodId),
    });
    expect(outside.statusCode).toBe(400);
    expect(outside.json()).toMatchObject({
      error: 'Algunos números no existen en esta rifa',
      nonExistentNumbers: [0, 21],
    });
    const many = await postPurchase(ctx.app, raffle.id, {
      numbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      payment: buyerPayment(methodId),
    });
    expect(many.json()).toMatchObject({
      error: 'Puedes seleccionar como máximo 10 números por compra',
      code: 'too_many_numbers',
    });
    expect(await paymentsOf(raffle.id)).toHaveLength(0);
  });

  it('refuses raffles that cannot sell', async () => {
    const ended = await buildRaffle(ctx.database.db, { drawDate: later(-1) });
    const res = await postPurchase(ctx.app, ended.id, {
      numbers: [1],
      payment: buyerPayment(methodId),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('Rifa Finalizada');
    const draft = await buildRaffle(ctx.database.db, { status: 'pending' });
    const hidden = await postPurchase(ctx.app, draft.id, {
      numbers: [1],
      payment: buyerPayment(methodId),
    });
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error).toBe('Rifa no encontrada');
  });

  it('limits purchases per client with a Spanish 429', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_PURCHASE_MAX: '1' } });
    try {
      const raffle = await buildRaffle(limited.database.db);
      const method = await buildPaymentMethod(limited.database.db);
      const first = await postPurchase(limited.app, raffle.id, {
        numbers: [1],
        payment: buyerPayment(method.id),
      });
      expect(first.statusCode).toBe(201);
      const second = await postPurchase(limited.app, raffle.id, {
        numbers: [2],
        payment: buyerPayment(method.id),
      });
      expect(second.statusCode).toBe(429);
      expect(second.json().error).toBe('Demasiados intentos. Intenta de nuevo en unos minutos.');
    } finally {
      await limited.close();
    }
  });
});
