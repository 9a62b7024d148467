import { randomBytes } from 'node:crypto';
import type { Db } from '../db/client';
import { paymentMethods, payments, raffleNumbers, raffles } from '../db/schema';
import { leavePaymentNotices } from '../modules/notifications';

const DAY = 24 * 60 * 60 * 1000;
let sequence = 0;

export const daysFromNow = (days: number, from: Date = new Date()) =>
  new Date(from.getTime() + days * DAY);

/** Inserts a raffle row directly (no image); an active 0–99 raffle drawn in a week by default. */
export async function buildRaffle(db: Db, attrs: Partial<typeof raffles.$inferInsert> = {}) {
  sequence += 1;
  const [row] = await db
    .insert(raffles)
    .values({
      title: `Rifa de prueba ${sequence}`,
      description: 'Descripción de prueba',
      productToWin: 'Premio de prueba',
      priceCents: 500,
      startNumber: 0,
      endNumber: 99,
      drawDate: daysFromNow(7),
      status: 'active',
      ...attrs,
    })
    .returning();
  return row!;
}

export async function buildPaymentMethod(
  db: Db,
  attrs: Partial<typeof paymentMethods.$inferInsert> = {},
) {
  sequence += 1;
  const [row] = await db
    .insert(paymentMethods)
    .values({ name: `Método ${sequence}`, ...attrs })
    .returning();
  return row!;
}

/**
 * A payment with its numbers: sold when completed, reserved (under the payment)
 * when pending. Failed and refunded payments hold no numbers.
 */
export async function buildPayment(
  db: Db,
  attrs: {
    raffleId: number;
    numbers: number[];
    status?: 'pending' | 'completed' | 'failed' | 'refunded';
    customerName?: string;
    customerEmail?: string;
    paymentMethodId?: number | null;
    paymentMethodName?: string;
    priceCents?: number;
    /** When an admin validated it (null: never reviewed). */
    reviewedAt?: Date | null;
    customerPhone?: string;
  },
) {
  sequence += 1;
  const status = attrs.status ?? 'completed';
  const [payment] = await db
    .insert(payments)
    .values({
      raffleId: attrs.raffleId,
      paymentMethodId: attrs.paymentMethodId ?? null,
      paymentMethodName: attrs.paymentMethodName ?? 'Pago Móvil',
      amountCents: (attrs.priceCents ?? 500) * attrs.numbers.length,
      status,
      customerId: `V-${10_000_000 + sequence}`,
      customerName: attrs.customerName ?? `Comprador Prueba ${sequence}`,
      customerEmail: attrs.customerEmail ?? `comprador${sequence}@prueba.test`,
      customerPhone: attrs.customerPhone ?? '0412-000-0000',
      numbers: attrs.numbers,
      reviewedAt: attrs.reviewedAt ?? null,
    })
    .returning();
  if (status === 'pending') await leavePaymentNotices(db, payment!.id);
  if (status === 'pending' || status === 'completed') {
    const now = new Date();
    await db.insert(raffleNumbers).values(
      attrs.numbers.map((number) => ({
        raffleId: attrs.raffleId,
        number,
        status: status === 'completed' ? ('sold' as const) : ('reserved' as const),
        paymentId: payment!.id,
        soldAt: status === 'completed' ? now : null,
      })),
    );
  }
  return payment!;
}

/** A hold on numbers by a guest id, expiring at `expiresAt` (in 15 minutes by default). */
export async function buildHold(
  db: Db,
  attrs: { raffleId: number; numbers: number[]; holderId?: string; expiresAt?: Date },
) {
  const holderId = attrs.holderId ?? `guest-${randomBytes(4).toString('hex')}`;
  const expiresAt = attrs.expiresAt ?? new Date(Date.now() + 15 * 60 * 1000);
  await db.insert(raffleNumbers).values(
    attrs.numbers.map((number) => ({
      raffleId: attrs.raffleId,
      number,
      status: 'reserved' as const,
      holderId,
      holdExpiresAt: expiresAt,
    })),
  );
  return { holderId, expiresAt };
}

export type MultipartFile = { field: string; filename: string; content: Buffer; type?: string };

/** A multipart/form-data body for app.inject: text fields plus files. */
export function multipartBody(
  fields: Record<string, string | number | boolean | null | undefined>,
  files: MultipartFile[] = [],
) {
  const boundary = `----rifas${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value ?? ''}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The raffle form's fields as the admin screen sends them (multipart strings). */
export function raffleFormFields(overrides: Record<string, string | number | boolean | null> = {}) {
  return {
    title: 'iPhone 16 Pro',
    description: 'Equipo nuevo, sellado',
    product_to_win: 'iPhone 16 Pro 256 GB',
    price_per_number: '3.50',
    start_number: '0',
    end_number: '99',
    draw_date: daysFromNow(10).toISOString(),
    numero_ganador: '',
    is_minimal_required: 'false',
    minimal_number: '',
    diffusion_channel: 'Instagram @rifas.demo',
    status: 'active',
    ...overrides,
  };
}
