import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '../db/client';
import { payments, raffleNumbers, type CurrencyPrices } from '../db/schema';
import { getStorage } from '../lib/storage';
import { sendDueEmails } from '../modules/mail/outbox.service';
import { createMailTransport } from '../modules/mail/transport';
import type { TestContext } from './app';
import { leavePaymentNotices } from '../modules/notifications';
import type { startSmtpServer } from './mail';

let sequence = 0;

/**
 * A payment as a purchase leaves it, with every field a review screen shows:
 * pending → its numbers reserved under it (reserved_at = created_at);
 * completed → sold; failed and refunded → no number rows.
 */
export async function buildReviewPayment(
  db: Db,
  attrs: {
    raffleId: number;
    numbers: number[];
    status?: 'pending' | 'completed' | 'failed' | 'refunded';
    paymentMethodId?: number | null;
    paymentMethodName?: string;
    referenceNumber?: string | null;
    capturePath?: string | null;
    customerName?: string;
    customerEmail?: string;
    customerId?: string;
    customerPhone?: string;
    amountCents?: number;
    createdAt?: Date;
    paymentDate?: string;
    precioMoneda?: CurrencyPrices;
  },
) {
  sequence += 1;
  const tag = `${sequence}-${randomBytes(3).toString('hex')}`;
  const status = attrs.status ?? 'pending';
  const createdAt = attrs.createdAt ?? new Date();
  const [payment] = await db
    .insert(payments)
    .values({
      raffleId: attrs.raffleId,
      paymentMethodId: attrs.paymentMethodId ?? null,
      paymentMethodName: attrs.paymentMethodName ?? 'Pago Móvil',
      amountCents: attrs.amountCents ?? 500 * attrs.numbers.length,
      status,
      referenceNumber: attrs.referenceNumber ?? null,
      paymentDate: attrs.paymentDate ?? '2030-01-15',
      customerId: attrs.customerId ?? `V-${tag}`,
      customerName: attrs.customerName ?? `Comprador ${tag}`,
      customerEmail: attrs.customerEmail ?? `comprador-${tag}@prueba.test`,
      customerPhone: attrs.customerPhone ?? '0414-555-0000',
      capturePath: attrs.capturePath ?? null,
      transactionData: { banco: 'Banesco' },
      precioMoneda: attrs.precioMoneda ?? {
        VES: { rate: 36.5, unit: 182.5, total: 182.5, simbolo: 'Bs' },
      },
      numbers: attrs.numbers,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (status === 'pending') await leavePaymentNotices(db, payment!.id);
  if ((status === 'pending' || status === 'completed') && attrs.numbers.length > 0) {
    await db.insert(raffleNumbers).values(
      attrs.numbers.map((number) => ({
        raffleId: attrs.raffleId,
        number,
        status: status === 'completed' ? ('sold' as const) : ('reserved' as const),
        paymentId: payment!.id,
        reservedAt: createdAt,
        soldAt: status === 'completed' ? createdAt : null,
      })),
    );
  }
  return payment!;
}

/** A receipt image stored privately, as a purchase stores it; returns its storage key and bytes. */
export async function storeReceipt(uploadDir: string) {
  const bytes = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const stored = await getStorage(uploadDir).saveFile('private', bytes, 'png');
  return { key: stored.key, bytes };
}

const silent = { warn: () => undefined, info: () => undefined };

/** Runs the outbox worker once against the test SMTP server; returns what `to` received. */
export async function deliverMailTo(
  ctx: TestContext,
  smtp: Awaited<ReturnType<typeof startSmtpServer>>,
  to: string,
) {
  const transport = createMailTransport({
    smtpUrl: ctx.config.smtpUrl,
    from: ctx.config.mailFrom,
    dataDir: ctx.dataDir,
    log: silent,
  });
  try {
    await sendDueEmails(
      { db: ctx.database.db, now: new Date(), log: silent },
      { transport, batch: 100 },
    );
  } finally {
    transport.close();
  }
  return smtp.received.filter((mail) => mail.to.includes(to));
}
