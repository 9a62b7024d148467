import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { currencies, statementClaims } from '../db/schema';
import { rowsOf } from '../db/sql-rows';
import type { TestContext } from './app';
import { buildImage, buyerPayment, postPurchase } from './number-factories';
import { multipartBody, raffleFormFields, buildPaymentMethod } from './raffle-factories';

/** Every table Vaciar Todo touches or must keep, each as PostgreSQL's JSON text in key order. */
const DUMPED = {
  raffles: 'id',
  raffle_numbers: 'raffle_id, number',
  payments: 'id',
  idempotency_keys: 'scope, key',
  statement_claims: 'line_key',
  users: 'id',
  monedas: 'id',
  payment_methods: 'id',
} as const;

/** Times are written in UTC, so dumps of two databases (PostgreSQL and PGlite) compare as text. */
export function dumpRows(db: Db): Promise<Record<keyof typeof DUMPED, string>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local time zone 'UTC'`);
    const dump = {} as Record<keyof typeof DUMPED, string>;
    for (const [table, order] of Object.entries(DUMPED) as [keyof typeof DUMPED, string][]) {
      const [row] = rowsOf<{ rows: string }>(
        await tx.execute(
          sql.raw(
            `select coalesce(json_agg(t order by ${order}), '[]')::text as rows from ${table} t`,
          ),
        ),
      );
      dump[table] = row!.rows;
    }
    return dump;
  });
}

/** Every uploaded file (storage key → SHA-256 of its bytes). */
export async function uploadedFiles(uploadDir: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const area of ['public', 'private']) {
    const names = await readdir(join(uploadDir, area)).catch(() => [] as string[]);
    for (const name of names) {
      const bytes = await readFile(join(uploadDir, area, name));
      files[`${area}/${name}`] = createHash('sha256').update(bytes).digest('hex');
    }
  }
  return files;
}

/**
 * A shop in use, made through the API: two raffles with images (one with a
 * second prize and its picture), purchases
 * with receipts (one under an Idempotency-Key, one validated), a live hold, a
 * currency and a payment method.
 */
export async function seedShop(ctx: TestContext, admin: Record<string, string>) {
  const db = ctx.database.db;
  await db.insert(currencies).values({
    nombre: 'Bolívar',
    codigo: 'VES',
    simbolo: 'Bs',
    urlPrecio: 'https://precios.test/ves',
    precio: 36.5,
  });
  const method = await buildPaymentMethod(db, { name: 'Pago Móvil', requiresReference: true });
  const raffleIds: number[] = [];
  // The first raffle has a second prize with its own picture (issue 27).
  const prizes = JSON.stringify([
    { title: 'Moto', kind: 'main' },
    { title: 'Casco', kind: 'adjacent' },
  ]);
  for (const title of ['Moto', 'Televisor']) {
    const fields: Record<string, string> =
      title === 'Moto' ? { title, product_to_win: 'Moto', prizes } : { title };
    const body = multipartBody(raffleFormFields(fields), [
      {
        field: 'image',
        filename: 'poster.png',
        content: await buildImage('png', 64),
        type: 'image/png',
      },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/raffles',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    if (res.statusCode !== 201) throw new Error(`raffle not created: ${res.body}`);
    raffleIds.push(res.json().id);
  }
  const picture = multipartBody({}, [
    { field: 'image', filename: 'casco.png', content: await buildImage('png', 48) },
  ]);
  const prizeImage = await ctx.app.inject({
    method: 'PUT',
    url: `/api/raffles/${raffleIds[0]}/prizes/2/image`,
    payload: picture.payload,
    headers: { ...admin, ...picture.headers },
  });
  if (prizeImage.statusCode !== 200) throw new Error(`prize image not saved: ${prizeImage.body}`);
  const paymentIds: number[] = [];
  for (const [i, numbers] of [[1, 2], [3], [7]].entries()) {
    const res = await postPurchase(ctx.app, raffleIds[i % 2]!, {
      numbers,
      payment: buyerPayment(method.id, { reference_number: `REF-${i}` }),
      image: { buffer: await buildImage('jpeg', 20), type: 'image/jpeg' },
      ...(i === 0 ? { key: 'checkout-key-0001' } : {}),
    });
    if (res.statusCode !== 201) throw new Error(`purchase failed: ${res.body}`);
    paymentIds.push(res.json().payment.id);
  }
  await ctx.app.inject({
    method: 'POST',
    url: `/api/payments/${paymentIds[0]}/validate`,
    headers: admin,
  });
  // The statement line that validated it, as 'Conciliar' records it.
  await db.insert(statementClaims).values({
    lineKey: '2026-11-20|1234|1000',
    paymentId: paymentIds[0]!,
    fileName: 'banesco.qif',
    line: 3,
    date: '2026-11-20',
    reference: '0001234',
    amountCents: 1000,
  });
  await ctx.app.inject({
    method: 'POST',
    url: `/api/raffles/${raffleIds[0]}/reserve`,
    payload: { numbers: [50, 51], customer_id: 'guest-backup' },
  });
  return { raffleIds, paymentIds, methodId: method.id };
}
