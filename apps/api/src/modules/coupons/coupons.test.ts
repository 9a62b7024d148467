import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { latestQueuedEmail } from '../../test/auth-factories';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { salesAdmin } from '../../test/sales-factories';

/** Coupons (issue 29, ADR 028): admin only, checked one at a time, counted in the purchase. */
describe('coupons', () => {
  let ctx: TestContext;
  let admin: ReturnType<typeof salesAdmin>;
  let adminAuth: Record<string, string>;
  let methodId: number;

  beforeAll(async () => {
    ctx = await createTestApp({ env: { RATE_LIMIT_LOOKUP_MAX: '4' } });
    adminAuth = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    admin = salesAdmin(ctx.app, adminAuth);
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(() => ctx.close());

  const buy = (raffleId: number, numbers: number[], overrides: Record<string, unknown> = {}) =>
    postPurchase(ctx.app, raffleId, { numbers, payment: buyerPayment(methodId, overrides) });

  it('are never listed without an admin', async () => {
    await admin.createCoupon({ code: 'secreto', kind: 'percent', value: 10, max_uses: 5 });
    const userAuth = (await buildUser(ctx.database.db, { role: 'user' })).auth;
    expect((await ctx.app.inject({ method: 'GET', url: '/api/coupons' })).statusCode).toBe(401);
    const asUser = await ctx.app.inject({ method: 'GET', url: '/api/coupons', headers: userAuth });
    expect(asUser.statusCode).toBe(403);
    const asGuest = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupons',
      payload: { code: 'OTRO', kind: 'fixed', value: 1, max_uses: 1 },
    });
    expect(asGuest.statusCode).toBe(401);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/coupons', headers: adminAuth });
    expect(listed.json().map((c: { code: string }) => c.code)).toContain('SECRETO');
  });

  it('price a purchase on the server, case-insensitive, with packs first', async () => {
    const raffle = await buildRaffle(ctx.database.db, {
      priceCents: 300,
      packs: [{ quantity: 5, priceCents: 1200 }],
    });
    const created = await admin.createCoupon({
      code: 'Verano',
      kind: 'fixed',
      value: 2.5,
      max_uses: 10,
      raffle_id: raffle.id,
    });
    expect(created.statusCode).toBe(201);
    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupons/check',
      payload: { raffle_id: raffle.id, code: 'verano', quantity: 7 },
    });
    expect(check.json()).toEqual({ valid: true, discount: 2.5, total: 15.5 });
    const buyer = { coupon_code: 'vErAnO', amount: 1, customer_email: `verano${raffle.id}@x.test` };
    const res = await buy(raffle.id, [1, 2, 3, 4, 5, 6, 7], buyer);
    expect(res.statusCode).toBe(201);
    expect(res.json().payment.amount).toBe(15.5);
    // The buyer's e-mail says how the amount came about.
    const mail = await latestQueuedEmail(
      ctx.database.db,
      buyer.customer_email,
      'purchase_received',
    );
    expect(mail!.text).toContain('Monto: $15.50');
    expect(mail!.text).toContain(
      'Detalle del precio: Paquete 5 por $12 + 2 números · Cupón VERANO: −$2.50',
    );
    expect(mail!.html).toContain('Cupón VERANO: −$2.50');
    // So do the review's e-mails, which repeat the purchase's details.
    const paymentId = (res.json() as { payment: { id: number } }).payment.id;
    expect((await admin.review(paymentId, 'validate')).statusCode).toBe(200);
    const confirmed = await latestQueuedEmail(
      ctx.database.db,
      buyer.customer_email,
      'payment_confirmed',
    );
    expect(confirmed!.text).toContain(
      'Detalle del precio: Paquete 5 por $12 + 2 números · Cupón VERANO: −$2.50',
    );
  });

  it('give a Spanish reason when they cannot apply', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const other = await buildRaffle(ctx.database.db);
    const now = Date.now();
    await admin.createCoupon({
      code: 'VENCIDO',
      kind: 'percent',
      value: 10,
      max_uses: 5,
      valid_until: new Date(now - 60_000).toISOString(),
    });
    await admin.createCoupon({
      code: 'FUTURO',
      kind: 'percent',
      value: 10,
      max_uses: 5,
      valid_from: new Date(now + 86_400_000).toISOString(),
    });
    await admin.createCoupon({
      code: 'AJENO',
      kind: 'percent',
      value: 10,
      max_uses: 5,
      raffle_id: other.id,
    });
    await admin.createCoupon({
      code: 'MINIMO',
      kind: 'percent',
      value: 10,
      max_uses: 5,
      min_numbers: 3,
    });
    const reasonOf = async (code: string, quantity = 1) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: '/api/coupons/check',
          payload: { raffle_id: raffle.id, code, quantity },
        })
      ).json() as { valid: boolean; reason?: string; total: number };
    expect(await reasonOf('VENCIDO')).toEqual({
      valid: false,
      discount: 0,
      total: 5,
      reason: 'Este cupón ya venció',
    });
    expect((await reasonOf('FUTURO')).reason).toBe('Este cupón todavía no está vigente');
    expect((await reasonOf('AJENO')).reason).toBe('Este cupón no es válido para esta rifa');
    expect((await reasonOf('MINIMO', 2)).reason).toBe('Este cupón requiere al menos 3 números');
    expect((await reasonOf('MINIMO', 3)).valid).toBe(true);
    const noQuantity = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupons/check',
      payload: { raffle_id: raffle.id, code: 'MINIMO', quantity: 0 },
    });
    expect(noQuantity.statusCode).toBe(400);
    expect(noQuantity.json().error).toBe(
      'La cantidad de números debe ser un número entero de 1 o más',
    );
    // The purchase refuses the same way, under the coupon's field.
    const refused = await buy(raffle.id, [1], { coupon_code: 'vencido' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual([
      { path: 'coupon_code', message: 'Este cupón ya venció' },
    ]);
  });

  it('count uses per buyer across the formats of the cédula, e-mail and phone', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    await admin.createCoupon({
      code: 'UNAVEZ',
      kind: 'percent',
      value: 50,
      max_uses: 10,
      max_uses_per_buyer: 1,
    });
    const first = await buy(raffle.id, [10], {
      coupon_code: 'UNAVEZ',
      customer_id: 'V-12.345.678',
      customer_email: 'Maria.Perez@Correo.test',
      customer_phone: '0414-555.12.34',
    });
    expect(first.json().payment.amount).toBe(2.5);
    // The same cédula typed another way, with another e-mail and phone.
    const sameDocument = await buy(raffle.id, [11], {
      coupon_code: 'unavez',
      customer_id: '12345678',
      customer_email: 'otra@correo.test',
      customer_phone: '04240000000',
    });
    expect(sameDocument.statusCode).toBe(400);
    expect(sameDocument.json().error).toBe('Ya usaste este cupón las veces permitidas');
    // The same phone in international form.
    const samePhone = await buy(raffle.id, [12], {
      coupon_code: 'UNAVEZ',
      customer_id: 'V-99999999',
      customer_email: 'tercera@correo.test',
      customer_phone: '+58 414 5551234',
    });
    expect(samePhone.json().error).toBe('Ya usaste este cupón las veces permitidas');
    const sameEmail = await buy(raffle.id, [13], {
      coupon_code: 'UNAVEZ',
      customer_id: 'V-88888888',
      customer_email: 'maria.perez@correo.test',
      customer_phone: '04121112233',
    });
    expect(sameEmail.json().error).toBe('Ya usaste este cupón las veces permitidas');
    const someoneElse = await buy(raffle.id, [14], { coupon_code: 'UNAVEZ' });
    expect(someoneElse.statusCode).toBe(201);
  });

  it('give a use back when its payment is rejected or refunded', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    await admin.createCoupon({ code: 'SOLOUNO', kind: 'percent', value: 20, max_uses: 1 });
    const first = await buy(raffle.id, [20], { coupon_code: 'SOLOUNO' });
    expect(first.statusCode).toBe(201);
    const second = await buy(raffle.id, [21], { coupon_code: 'SOLOUNO' });
    expect(second.statusCode).toBe(409);
    expect(second.json().error).toBe('Este cupón ya se agotó');
    expect((await admin.review(first.json().payment.id as number, 'reject')).statusCode).toBe(200);
    const third = await buy(raffle.id, [21], { coupon_code: 'SOLOUNO' });
    expect(third.statusCode).toBe(201);
    expect(third.json().payment.amount).toBe(4);
    const id = third.json().payment.id as number;
    await admin.review(id, 'validate');
    expect((await buy(raffle.id, [22], { coupon_code: 'SOLOUNO' })).statusCode).toBe(409);
    expect((await admin.review(id, 'refund')).statusCode).toBe(200);
    expect((await buy(raffle.id, [22], { coupon_code: 'SOLOUNO' })).statusCode).toBe(201);
  });

  it('give exactly max_uses discounts to 50 concurrent purchases; the rest are refused', async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 199 });
    await admin.createCoupon({ code: 'DIEZ', kind: 'percent', value: 50, max_uses: 10 });
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => buy(raffle.id, [100 + i], { coupon_code: 'DIEZ' })),
    );
    const sold = answers.filter((a) => a.statusCode === 201);
    expect(sold).toHaveLength(10);
    expect(sold.every((a) => a.json().payment.amount === 2.5)).toBe(true);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(40);
    expect(new Set(refused.map((a) => `${a.statusCode} ${a.json().error}`))).toEqual(
      new Set(['409 Este cupón ya se agotó']),
    );
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/coupons', headers: adminAuth });
    expect(listed.json().find((c: { code: string }) => c.code === 'DIEZ').uses).toBe(10);
  });

  it('throttle wrong codes per network, never the real one below the flood bar', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const guess = (code: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/coupons/check',
        remoteAddress: '203.0.113.9',
        payload: { raffle_id: raffle.id, code, quantity: 1 },
      });
    for (const code of ['AAAA1', 'AAAA2', 'AAAA3', 'AAAA4']) {
      expect((await guess(code)).json().reason).toBe('Este cupón no existe');
    }
    // Past RATE_LIMIT_LOOKUP_MAX (4) failures here, the codes that failed here are refused…
    expect((await guess('AAAA1')).statusCode).toBe(429);
    // …and the real code, typed by a neighbour on the same address, is not (issue 46).
    expect((await guess('SECRETO')).json().valid).toBe(true);
    // 20 × the bar of wrong codes (80) is a flood: every check from the network waits.
    for (let i = 5; i <= 80; i++) await guess(`AAAA${i}`);
    expect((await guess('SECRETO')).statusCode).toBe(429);
    // Another network is not refused for what this one guessed.
    const elsewhere = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupons/check',
      remoteAddress: '198.51.100.7',
      payload: { raffle_id: raffle.id, code: 'SECRETO', quantity: 1 },
    });
    expect(elsewhere.json().valid).toBe(true);
  });

  it("can be switched off ('Activo'): refused like an unknown code, past uses kept, on again", async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const created = await admin.createCoupon({
      code: 'APAGABLE',
      kind: 'percent',
      value: 10,
      max_uses: 5,
    });
    const id = created.json().id as number;
    expect((await buy(raffle.id, [1], { coupon_code: 'apagable' })).statusCode).toBe(201);
    const toggle = (is_active: boolean, headers = adminAuth) =>
      ctx.app.inject({
        method: 'PUT',
        url: `/api/coupons/${id}/active`,
        headers,
        payload: { is_active },
      });
    const userAuth = (await buildUser(ctx.database.db, { role: 'user' })).auth;
    expect((await toggle(false, userAuth)).statusCode).toBe(403);
    expect((await toggle(false)).json()).toEqual({ id, is_active: false });

    const check = await ctx.app.inject({
      method: 'POST',
      url: '/api/coupons/check',
      payload: { raffle_id: raffle.id, code: 'APAGABLE', quantity: 1 },
    });
    expect(check.json()).toMatchObject({ valid: false, reason: 'Este cupón no existe' });
    const refused = await buy(raffle.id, [2], { coupon_code: 'APAGABLE' });
    expect(refused.statusCode).toBe(400);
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/coupons', headers: adminAuth });
    expect(listed.json()).toContainEqual(
      expect.objectContaining({ code: 'APAGABLE', is_active: false, uses: 1 }),
    );

    expect((await toggle(true)).json()).toEqual({ id, is_active: true });
    expect((await buy(raffle.id, [3], { coupon_code: 'apagable' })).statusCode).toBe(201);
    const missing = await ctx.app.inject({
      method: 'PUT',
      url: '/api/coupons/999999/active',
      headers: adminAuth,
      payload: { is_active: false },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No encontramos ese cupón');
  });

  it("can be edited ('Editar cupón'): new terms price the next purchases, bad input changes nothing", async () => {
    const raffle = await buildRaffle(ctx.database.db, { priceCents: 1000 });
    const terms = { code: 'EDITABLE', kind: 'percent', value: 10, max_uses: 5 };
    const id = (await admin.createCoupon(terms)).json().id as number;
    await admin.createCoupon({ code: 'OCUPADO', kind: 'percent', value: 5, max_uses: 5 });
    expect((await buy(raffle.id, [1], { coupon_code: 'editable' })).json().payment.amount).toBe(9);
    const edit = (body: Record<string, unknown>, headers = adminAuth, target = id) =>
      ctx.app.inject({ method: 'PUT', url: `/api/coupons/${target}`, headers, payload: body });
    const userAuth = (await buildUser(ctx.database.db, { role: 'user' })).auth;
    expect((await edit({ ...terms, value: 50 }, userAuth)).statusCode).toBe(403);

    const saved = await edit({ ...terms, code: 'Editado', kind: 'fixed', value: 2.5, max_uses: 8 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      id,
      code: 'EDITADO',
      kind: 'fixed',
      value: 2.5,
      max_uses: 8,
      uses: 1,
    });
    expect((await buy(raffle.id, [2], { coupon_code: 'editado' })).json().payment.amount).toBe(7.5);
    const oldCode = await buy(raffle.id, [3], { coupon_code: 'EDITABLE' });
    expect(oldCode.json().error).toBe('Este cupón no existe');

    // Refused with the field's Spanish message; the coupon is as it was.
    const taken = await edit({ ...terms, code: 'ocupado' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error).toBe('Ya existe un cupón con ese código');
    const badPercent = await edit({ ...terms, value: 150 });
    expect(badPercent.statusCode).toBe(400);
    expect(badPercent.json().error).toBe('El porcentaje debe ser un número entero entre 1 y 100');
    const missing = await edit(terms, adminAuth, 999999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('No encontramos ese cupón');
    const listed = await ctx.app.inject({ method: 'GET', url: '/api/coupons', headers: adminAuth });
    const coupon = (listed.json() as { id: number }[]).find((c) => c.id === id);
    expect(coupon).toMatchObject({
      code: 'EDITADO',
      kind: 'fixed',
      value: 2.5,
      max_uses: 8,
      uses: 2,
    });
  });
});
