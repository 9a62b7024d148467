import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentSales } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { parseCsv } from '../../test/csv';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { salesAdmin } from '../../test/sales-factories';

/** Sellers (issue 29): the code on the payment, figures from validated payments only. */
describe('sellers', () => {
  let ctx: TestContext;
  let admin: ReturnType<typeof salesAdmin>;
  let adminAuth: Record<string, string>;
  let methodId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    adminAuth = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    admin = salesAdmin(ctx.app, adminAuth);
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(() => ctx.close());

  const buy = (raffleId: number, numbers: number[], overrides: Record<string, unknown> = {}) =>
    postPurchase(ctx.app, raffleId, { numbers, payment: buyerPayment(methodId, overrides) });
  const sellerOf = async (paymentId: number) => {
    const [row] = await ctx.database.db
      .select()
      .from(paymentSales)
      .where(eq(paymentSales.paymentId, paymentId));
    return row?.sellerId ?? null;
  };

  it('credit the sale to the seller whose code came with the checkout, validated only', async () => {
    const raffle = await buildRaffle(ctx.database.db, {
      priceCents: 300,
      packs: [{ quantity: 5, priceCents: 1200 }],
    });
    const created = await admin.createSeller({
      name: 'Ana Vendedora',
      phone: '04141234567',
      code: 'ana',
      commission_percent: 10,
    });
    expect(created.statusCode).toBe(201);
    const seller = created.json() as { id: number; code: string; report_url: string };
    expect(seller.code).toBe('ANA');
    expect(seller.report_url).toMatch(/^http:\/\/rifas\.test\/vendedor\/[\w-]{20,}$/);

    const first = await buy(raffle.id, [1, 2, 3, 4, 5, 6, 7], { seller_code: 'Ana' });
    expect(first.statusCode).toBe(201);
    const firstId = first.json().payment.id as number;
    expect(await sellerOf(firstId)).toBe(seller.id);
    // The operator sees how the sale was priced and whose it is.
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/payments/${firstId}`,
      headers: adminAuth,
    });
    expect(detail.json().sale).toEqual({
      packs_text: 'Paquete 5 por $12 + 2 números',
      list_amount: 18,
      discount: 0,
      coupon_code: null,
      seller: 'Ana Vendedora (ANA)',
      commission: 1.8,
    });
    // Pending: nothing yet.
    expect(await admin.summary(seller.id)).toEqual({
      validated_count: 0,
      validated_numbers: 0,
      validated_amount: 0,
      commission: 0,
      hand_over: 0,
    });
    await admin.review(firstId, 'validate');
    expect(await admin.summary(seller.id)).toEqual({
      validated_count: 1,
      validated_numbers: 7,
      validated_amount: 18,
      commission: 1.8,
      // Paid with a method the shop collects: the seller holds nothing to hand over.
      hand_over: 0,
    });
    // A rejected sale never counts; a refund takes a validated one off.
    const second = await buy(raffle.id, [10], { seller_code: 'ANA' });
    await admin.review(second.json().payment.id as number, 'reject');
    expect((await admin.summary(seller.id)).validated_count).toBe(1);
    await admin.review(firstId, 'refund');
    expect((await admin.summary(seller.id)).validated_count).toBe(0);

    // The seller's page by its secret link.
    const third = await buy(raffle.id, [20, 21], { seller_code: 'ana' });
    await admin.review(third.json().payment.id as number, 'validate');
    const token = seller.report_url.split('/').pop()!;
    const report = await ctx.app.inject({ method: 'GET', url: `/api/sellers/report/${token}` });
    expect(report.statusCode).toBe(200);
    expect(report.json()).toMatchObject({
      name: 'Ana Vendedora',
      code: 'ANA',
      totals: {
        validated_count: 1,
        validated_numbers: 2,
        validated_amount: 6,
        commission: 0.6,
        hand_over: 0,
      },
    });
    const line = report
      .json()
      .raffles.find((r: { raffle_id: number }) => r.raffle_id === raffle.id);
    expect(line).toMatchObject({ validated_count: 1, link_path: `/raffles/${raffle.id}?v=ANA` });
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: '/api/sellers/report/abcdefghijklmnop',
    });
    expect(wrong.statusCode).toBe(404);
    // Not a token at all (a NUL byte would break the query): refused before the database.
    const garbled = await ctx.app.inject({
      method: 'GET',
      url: '/api/sellers/report/Ana%00%20Secreta',
    });
    expect(garbled.statusCode).toBe(400);
    expect(garbled.json().error).toBe(
      'El enlace del vendedor no es válido: pídele el enlace completo a la tienda',
    );

    // The admin's table and its export.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/sellers', headers: adminAuth });
    const row = list.json().find((s: { id: number }) => s.id === seller.id);
    expect(row.raffles).toEqual([
      expect.objectContaining({ raffle_id: raffle.id, validated_count: 1, commission: 0.6 }),
    ]);
    const csv = await ctx.app.inject({
      method: 'GET',
      url: '/api/sellers/export?format=csv',
      headers: adminAuth,
    });
    expect(csv.statusCode).toBe(200);
    const rows = parseCsv(csv.body.replace(/^\uFEFF/, ''));
    expect(rows[0]![0]).toBe('Vendedor');
    expect(rows.some((r) => r[0] === 'Ana Vendedora' && r[1] === 'ANA')).toBe(true);
    const xlsx = await ctx.app.inject({
      method: 'GET',
      url: '/api/sellers/export?format=xlsx',
      headers: adminAuth,
    });
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('ignore an unknown or inactive code: the purchase goes through unattributed', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    await admin.createSeller({
      name: 'Luis',
      code: 'LUIS',
      commission_percent: 5,
      is_active: false,
    });
    const unknown = await buy(raffle.id, [1], { seller_code: 'NADIE' });
    expect(unknown.statusCode).toBe(201);
    expect(await sellerOf(unknown.json().payment.id as number)).toBeNull();
    const inactive = await buy(raffle.id, [2], { seller_code: 'luis' });
    expect(inactive.statusCode).toBe(201);
    expect(await sellerOf(inactive.json().payment.id as number)).toBeNull();
    // Activated again from 'Vendedores', the link counts for the next purchase.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/sellers', headers: adminAuth });
    const luis = list.json().find((s: { code: string }) => s.code === 'LUIS') as { id: number };
    const activated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/sellers/${luis.id}/active`,
      headers: adminAuth,
      payload: { is_active: true },
    });
    expect(activated.json()).toEqual({ id: luis.id, is_active: true });
    const credited = await buy(raffle.id, [3], { seller_code: 'luis' });
    expect(await sellerOf(credited.json().payment.id as number)).toBe(luis.id);
  });

  it('refuse a repeated code and keep the summary to admins', async () => {
    await admin.createSeller({ name: 'Rosa', code: 'ROSA', commission_percent: 5 });
    const again = await admin.createSeller({
      name: 'Otra Rosa',
      code: 'rosa',
      commission_percent: 5,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toBe('Ya existe un vendedor con ese código');
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/sellers' });
    expect(guest.statusCode).toBe(401);
  });

  it("'Por entregar' counts only what the seller collected: a method marked 'Lo cobra el vendedor'", async () => {
    const raffle = await buildRaffle(ctx.database.db, { priceCents: 1000 });
    const seller = (
      await admin.createSeller({
        name: 'Bea',
        phone: '04141234567',
        code: 'bea',
        commission_percent: 10,
      })
    ).json() as { id: number };
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/payment-methods',
      headers: adminAuth,
      payload: {
        name: 'Efectivo al vendedor',
        collected_by_seller: true,
        requires_reference: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ collected_by_seller: true });
    const cash = created.json().id as number;
    // One buyer paid the shop by Pago Móvil; another paid the seller in cash.
    const shop = await buy(raffle.id, [1, 2], { seller_code: 'BEA' });
    const inHand = await postPurchase(ctx.app, raffle.id, {
      numbers: [3],
      payment: buyerPayment(cash, { seller_code: 'BEA', reference_number: '123456' }),
    });
    expect(inHand.statusCode, inHand.body).toBe(201);
    await admin.review(shop.json().payment.id as number, 'validate');
    await admin.review(inHand.json().payment.id as number, 'validate');
    expect(await admin.summary(seller.id)).toEqual({
      validated_count: 2,
      validated_numbers: 3,
      validated_amount: 30,
      commission: 3,
      hand_over: 9,
    });
  });
});
