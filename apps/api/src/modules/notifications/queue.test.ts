import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { jobContext } from '../../context';
import { openPostgres } from '../../db/client';
import {
  notificationDeliveries,
  paymentNotices,
  payments,
  pushSubscriptions,
} from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import type { TestDatabase } from '../../test/database';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { queueNewPayments } from './queue.service';

const onPostgres = Boolean(inject('pgTemplateUrl'));

/** `count` guest purchases of numbers 0, 1, … from addresses `${network}.1`, `.2`, …: their ids. */
async function sellEach(
  on: TestContext,
  raffleId: number,
  methodId: number,
  count: number,
  network: string,
): Promise<number[]> {
  const sold: number[] = [];
  for (let n = 0; n < count; n += 1) {
    const res = await postPurchase(on.app, raffleId, {
      numbers: [n],
      payment: buyerPayment(methodId),
      remoteAddress: `${network}.${n + 1}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    sold.push(res.json().payment.id as number);
  }
  return sold;
}

/**
 * ADR 096: a sale leaves a 'notice' row that the queue deletes as it takes it. Each sale's
 * notice must become exactly one delivery per target, however many queue runs race for it
 * (two instances on PostgreSQL; one on PGlite, whose runs still overlap in the event loop).
 */
describe('the notification queue takes each sale’s notice once', () => {
  let a: TestContext;
  let b: TestContext;
  let second: TestDatabase | null = null;

  beforeAll(async () => {
    a = await createTestApp();
    if (onPostgres) {
      const url = a.database.url!;
      second = { ...openPostgres(url, 5), url, drop: async () => undefined };
      b = await createTestApp({ database: second });
    } else {
      b = a;
    }
  });
  afterAll(async () => {
    if (b !== a) await b.close();
    await second?.close();
    await a.close();
  });

  it('every sale is queued once, by racing runs; a payment reviewed first is dropped', async () => {
    const db = a.database.db;
    const admin = await buildUser(db, { role: 'admin' });
    await db.insert(pushSubscriptions).values({
      userId: admin.user.id,
      endpoint: 'https://push.invalid/queue-test',
      p256dh: 'p256dh',
      auth: 'auth',
    });
    const methodId = (await buildPaymentMethod(db, { name: 'Pago Móvil' })).id;
    const raffle = await buildRaffle(db, { startNumber: 0, endNumber: 99 });
    const sold = await sellEach(a, raffle.id, methodId, 12, '10.0.0');
    // The sale itself wrote both rows: the queue's and the digest's.
    const left = await db.select().from(paymentNotices);
    for (const id of sold) {
      expect(left.filter((r) => r.paymentId === id).map((r) => r.kind)).toEqual(
        expect.arrayContaining(['notice', 'digest']),
      );
    }
    const rejected = sold.pop()!;
    const review = await a.app.inject({
      method: 'POST',
      url: `/api/payments/${rejected}/reject`,
      headers: admin.auth,
      payload: { reason: 'Pago no recibido' },
    });
    expect(review.statusCode, review.body).toBe(200);

    // Small batches, six runs at a time on both instances, until none takes anything.
    let taken = 0;
    for (let round = 0; round < 20; round += 1) {
      const runs = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          queueNewPayments(jobContext(i % 2 ? a.app : b.app), { batch: 2 }),
        ),
      );
      taken += runs.reduce((sum, n) => sum + n, 0);
      if (runs.every((n) => n === 0)) break;
    }

    const deliveries = await db.select().from(notificationDeliveries);
    const perPayment = new Map<number, number>();
    for (const d of deliveries) perPayment.set(d.paymentId, (perPayment.get(d.paymentId) ?? 0) + 1);
    expect(Object.fromEntries(perPayment)).toEqual(Object.fromEntries(sold.map((id) => [id, 1])));
    expect(taken).toBe(sold.length);
    // No notice waits any more, the reviewed one included; the digest's rows are not the queue's.
    expect(await db.select().from(paymentNotices).where(eq(paymentNotices.kind, 'notice'))).toEqual(
      [],
    );
    const digest = await db.select().from(paymentNotices).where(eq(paymentNotices.kind, 'digest'));
    expect(digest.map((r) => r.paymentId).sort((x, y) => x - y)).toEqual(
      [...sold, rejected].sort((x, y) => x - y),
    );
  }, 60_000);

  /** No notice left from an earlier case, then `count` sales by a new method in a new raffle. */
  async function freshSales(method: string, count: number, network: string): Promise<number[]> {
    const db = a.database.db;
    await db.delete(paymentNotices);
    const methodId = (await buildPaymentMethod(db, { name: method })).id;
    const raffle = await buildRaffle(db, { startNumber: 0, endNumber: 99 });
    return sellEach(a, raffle.id, methodId, count, network);
  }

  const waitingNotices = () =>
    a.database.db.select().from(paymentNotices).where(eq(paymentNotices.kind, 'notice'));

  it('one run takes every waiting notice, batch after batch (ADR 106)', async () => {
    await freshSales('Transferencia', 7, '10.0.1');
    // Batches of 2: four of them in the one run, the last one short.
    expect(await queueNewPayments(jobContext(a.app), { batch: 2 })).toBe(7);
    expect(await waitingNotices()).toEqual([]);
  }, 60_000);

  it('drops the notice of a payment deleted before it was taken (ADR 107)', async () => {
    const db = a.database.db;
    const [gone, ...kept] = await freshSales('Zelle', 3, '10.0.2');
    // No foreign key cascades it: the notice outlives its payment until the queue takes it.
    await db.delete(payments).where(eq(payments.id, gone!));
    // Batches of 2: the first takes the orphan and one sale, so it is full and the run goes on.
    expect(await queueNewPayments(jobContext(a.app), { batch: 2 })).toBe(kept.length);
    expect(await waitingNotices()).toEqual([]);
    const queued = await db.select().from(notificationDeliveries);
    expect(queued.some((d) => d.paymentId === gone)).toBe(false);
  }, 60_000);
});
