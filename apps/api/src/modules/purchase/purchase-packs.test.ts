import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, paymentSales, payments } from '../../db/schema';
import { parseCsv } from '../../test/csv';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { buildCurrency } from '../../test/currencies';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import {
  multipartBody,
  raffleFormFields,
  buildPaymentMethod,
  buildRaffle,
} from '../../test/raffle-factories';

/** Packs (issue 29): the raffle form keeps them, GET answers them, the purchase charges them. */
describe('packs', () => {
  let ctx: TestContext;
  let auth: Record<string, string>;
  let methodId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    auth = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(() => ctx.close());

  it('are saved by the raffle form (multipart JSON) and answered by GET /raffles/:id', async () => {
    const form = multipartBody(
      raffleFormFields({
        price_per_number: '3',
        packs: JSON.stringify([
          { quantity: 10, price: 20 },
          { quantity: 5, price: 12 },
        ]),
      }),
    );
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/raffles',
      headers: { ...auth, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id as number;
    const read = await ctx.app.inject({ method: 'GET', url: `/api/raffles/${id}` });
    expect(read.json().packs).toEqual([
      { quantity: 5, price: 12 },
      { quantity: 10, price: 20 },
    ]);
    // A pack dearer than its singles is refused under its row, in Spanish.
    const dear = multipartBody(
      raffleFormFields({ price_per_number: '3', packs: '[{"quantity":5,"price":15}]' }),
    );
    const refused = await ctx.app.inject({
      method: 'PUT',
      url: `/api/raffles/${id}`,
      headers: { ...auth, ...dear.headers },
      payload: dear.payload,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues[0]).toEqual({
      path: 'packs.0.price',
      message: 'El paquete debe costar menos que sus números sueltos ($15.00)',
    });
    // An edit without the field keeps them.
    const kept = multipartBody(raffleFormFields({ price_per_number: '3' }));
    await ctx.app.inject({
      method: 'PUT',
      url: `/api/raffles/${id}`,
      headers: { ...auth, ...kept.headers },
      payload: kept.payload,
    });
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/raffles/${id}` })).json().packs,
    ).toHaveLength(2);
  });

  it('charge the cheapest combination whatever amount the browser sends, and keep the breakdown', async () => {
    const bolivar = await buildCurrency(ctx.database.db, {
      simbolo: 'Bs',
      precio: 40,
      precioUpdatedAt: new Date(),
    });
    const raffle = await buildRaffle(ctx.database.db, {
      priceCents: 300,
      packs: [{ quantity: 5, priceCents: 1200 }],
    });
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers: [1, 2, 3, 4, 5, 6, 7],
      // A tampered total and unit price: the server ignores both.
      payment: buyerPayment(methodId, { amount: 0.01, total: 0.01, price_per_number: 0.01 }),
    });
    expect(res.statusCode).toBe(201);
    const answer = res.json().payment;
    expect(answer.amount).toBe(18);
    expect(answer.precio_moneda[bolivar.codigo]).toMatchObject({ total: 720, unit: 120 });
    const [stored] = await ctx.database.db
      .select()
      .from(payments)
      .where(eq(payments.id, answer.id));
    expect(stored!.amountCents).toBe(1800);
    const [sale] = await ctx.database.db
      .select()
      .from(paymentSales)
      .where(eq(paymentSales.paymentId, answer.id));
    expect(sale).toMatchObject({
      listCents: 1800,
      discountCents: 0,
      breakdown: {
        packs: [{ quantity: 5, priceCents: 1200, times: 1 }],
        singles: 2,
        unitCents: 300,
      },
    });
  });

  it('charge every quantity from 1 to 50 what a brute-force search of the combinations gives', async () => {
    const packs = [
      { quantity: 3, priceCents: 800 },
      { quantity: 5, priceCents: 1200 },
      { quantity: 12, priceCents: 2500 },
    ];
    const unitCents = 300;
    // Every way to make up the quantity from packs and single numbers, cheapest kept.
    const cheapest = (quantity: number): number =>
      quantity === 0
        ? 0
        : Math.min(
            quantity * unitCents,
            ...packs
              .filter((pack) => pack.quantity <= quantity)
              .map((pack) => pack.priceCents + cheapest(quantity - pack.quantity)),
          );
    // 1 + 2 + … + 50 = 1,275 numbers, each order its own.
    const raffle = await buildRaffle(ctx.database.db, {
      priceCents: unitCents,
      endNumber: 1299,
      packs,
    });
    let next = 0;
    for (let quantity = 1; quantity <= 50; quantity++) {
      const numbers = Array.from({ length: quantity }, (_, i) => next + i);
      next += quantity;
      const res = await postPurchase(ctx.app, raffle.id, {
        numbers,
        payment: buyerPayment(methodId, { amount: 0.01 }),
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().payment.amount, `${quantity} números`).toBe(cheapest(quantity) / 100);
    }
  });

  it('leave a raffle without packs at count × price, with no breakdown row', async () => {
    const raffle = await buildRaffle(ctx.database.db, { priceCents: 250 });
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers: [1, 2, 3],
      payment: buyerPayment(methodId),
    });
    expect(res.json().payment.amount).toBe(7.5);
    const rows = await ctx.database.db
      .select()
      .from(paymentSales)
      .where(eq(paymentSales.paymentId, res.json().payment.id as number));
    expect(rows).toEqual([]);
  });

  it('reach the e-mail, the ticket, the export and the revenue as the stored amount', async () => {
    const raffle = await buildRaffle(ctx.database.db, {
      priceCents: 300,
      packs: [{ quantity: 5, priceCents: 1200 }],
    });
    const buyer = buyerPayment(methodId);
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers: [1, 2, 3, 4, 5],
      payment: buyer,
    });
    const { id, ticket_code: ticketCode } = res.json().payment as {
      id: number;
      ticket_code: string;
    };
    const [mail] = await ctx.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, buyer.customer_email));
    expect(mail!.text).toContain('$12.00');
    expect(mail!.text).not.toContain('$15.00');
    const ticket = await ctx.app.inject({ method: 'GET', url: `/api/tickets/${ticketCode}` });
    expect(ticket.json().amount).toBe(12);
    const revenue = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/dashboard/overview', headers: auth })
      ).json().total_revenue as number;
    const before = await revenue();
    await ctx.app.inject({ method: 'POST', url: `/api/payments/${id}/validate`, headers: auth });
    expect((await revenue()) - before).toBe(12);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/export?format=csv&raffle_id=${raffle.id}`,
      headers: auth,
    });
    const [, row] = parseCsv(csv.rawPayload.toString('utf8').slice(1));
    expect(row![11]).toBe('12');
  });
});
