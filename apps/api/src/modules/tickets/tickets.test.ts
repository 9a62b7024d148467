import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currencyPricesLines, type CurrencyPrices } from '@rifas/shared';
import { payments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildCurrency } from '../../test/currencies';
import { buildUser } from '../../test/factories';
import { startSmtpServer } from '../../test/mail';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { deliverMailTo } from '../../test/payment-factories';

describe('tickets', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let admin: Awaited<ReturnType<typeof buildUser>>;
  let methodId: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({
      env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://rifas.example' },
    });
    admin = await buildUser(ctx.database.db, { role: 'admin' });
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
    // The admin's order puts Bs first; a jsonb column gives keys back as COP, VES.
    await buildCurrency(ctx.database.db, {
      codigo: 'VES',
      simbolo: 'Bs',
      precio: 36.5,
      posicion: 0,
    });
    await buildCurrency(ctx.database.db, {
      codigo: 'COP',
      simbolo: 'COP',
      precio: 4000,
      posicion: 1,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  async function buy(raffleId: number, numbers: number[], buyer: Record<string, string> = {}) {
    const res = await postPurchase(ctx.app, raffleId, {
      numbers,
      payment: buyerPayment(methodId, buyer),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ payment: { id: number } }>().payment.id;
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, id));
    return row!;
  }
  const getTicket = (code: string) =>
    ctx.app.inject({ method: 'GET', url: `/api/tickets/${encodeURIComponent(code)}` });
  const act = (id: number, action: string, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/${action}`,
      headers: admin.auth,
      ...(payload ? { payload } : {}),
    });

  it('gives every purchase an unguessable, URL-safe, unique code', async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    const codes = new Set<string>();
    for (const n of [1, 2, 3, 4]) codes.add((await buy(raffle.id, [n])).ticketCode);
    expect(codes.size).toBe(4);
    for (const code of codes) expect(code).toMatch(/^[A-Za-z0-9_-]{22,}$/);
  });

  it('shows the purchase with the buyer as first name and last initial only', async () => {
    const raffle = await buildRaffle(ctx.database.db, { title: 'Moto Bera', endNumber: 99 });
    const payment = await buy(raffle.id, [42, 7], {
      customer_name: 'María José González',
      customer_email: 'maria@correo.test',
      customer_phone: '04121234567',
      customer_id: 'V-12345678',
    });
    const res = await getTicket(payment.ticketCode);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      code: payment.ticketCode,
      shop_name: 'Rifas',
      shop_logo: null,
      raffle: {
        id: raffle.id,
        title: 'Moto Bera',
        image: null,
        draw_date: raffle.drawDate.toISOString(),
        status: 'active',
        start_number: 0,
        end_number: 99,
      },
      numbers: [7, 42],
      status: 'pending',
      amount: payment.amountCents / 100,
      precio_moneda: payment.precioMoneda,
      created_at: payment.createdAt.toISOString(),
      buyer_name: 'María G.',
      draw: null,
      prizes: [],
      void_reason: null,
    });
    for (const secret of ['González', 'maria@', '1234567', 'José']) {
      expect(res.body).not.toContain(secret);
    }

    expect((await act(payment.id, 'validate')).statusCode).toBe(200);
    expect((await getTicket(payment.ticketCode)).json()).toMatchObject({ status: 'completed' });
  });

  it("a rejected purchase's ticket shows none of the numbers it freed", async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    const payment = await buy(raffle.id, [13, 31]);
    expect((await act(payment.id, 'reject', { reason: 'Pago no recibido' })).statusCode).toBe(200);
    const ticket = (await getTicket(payment.ticketCode)).json<{
      status: string;
      numbers: number[];
    }>();
    // Its reason comes first on the page (issue 42).
    expect(ticket).toMatchObject({
      status: 'failed',
      numbers: [],
      void_reason: 'Pago no recibido',
    });
  });

  it.each(['no-existe', 'A'.repeat(22), '', '%00', 'Ana%00%20Secreta', 'A'.repeat(21) + '%00'])(
    'unknown code %j → 404',
    async (code) => {
      const res = await getTicket(code);
      expect(res.statusCode).toBe(404);
      if (code) expect(res.json<{ error: string }>().error).toBe('Ticket no encontrado');
    },
  );

  it('every e-mail of a purchase carries its ticket link', async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    const link = (code: string) => `https://rifas.example/ticket/${code}`;

    const verified = await buy(raffle.id, [10], { customer_email: 'verificado@correo.test' });
    await act(verified.id, 'validate');
    const refunded = await buy(raffle.id, [11], { customer_email: 'reembolso@correo.test' });
    await act(refunded.id, 'validate');
    await act(refunded.id, 'refund', { reason: 'Rifa cancelada' });
    const rejected = await buy(raffle.id, [12], { customer_email: 'rechazo@correo.test' });
    await act(rejected.id, 'reject', { reason: 'Referencia no encontrada' });
    const released = await buy(raffle.id, [13], { customer_email: 'liberado@correo.test' });
    const release = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/release-specific`,
      headers: admin.auth,
      payload: { numbers: [13] },
    });
    expect(release.statusCode).toBe(200);

    const expectations: [string, string, string[]][] = [
      ['verificado@correo.test', verified.ticketCode, ['Compra recibida', 'Pago confirmado']],
      [
        'reembolso@correo.test',
        refunded.ticketCode,
        ['Compra recibida', 'Pago confirmado', 'Pago reembolsado'],
      ],
      ['rechazo@correo.test', rejected.ticketCode, ['Compra recibida', 'Pago rechazado']],
      ['liberado@correo.test', released.ticketCode, ['Compra recibida', 'Pago rechazado']],
    ];
    for (const [to, code, subjects] of expectations) {
      const mails = await deliverMailTo(ctx, smtp, to);
      expect(mails.map((mail) => mail.subject.split(':')[0])).toEqual(subjects);
      for (const mail of mails) expect(mail.text).toContain(`Tu ticket: ${link(code)}`);
    }
  });

  it("lists the amount in each currency in the shop's order on the ticket and in the e-mails", async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99, priceCents: 200 });
    const payment = await buy(raffle.id, [11], { customer_email: 'orden@correo.test' });
    const ticket = (await getTicket(payment.ticketCode)).json<{ precio_moneda: CurrencyPrices }>();
    expect(currencyPricesLines(ticket.precio_moneda).map((line) => line.codigo)).toEqual([
      'VES',
      'COP',
    ]);
    // The confirmation is written from the stored payment, after the jsonb round trip.
    expect((await act(payment.id, 'validate')).statusCode).toBe(200);
    const mails = await deliverMailTo(ctx, smtp, 'orden@correo.test');
    expect(mails.map((mail) => mail.subject.split(':')[0])).toEqual([
      'Compra recibida',
      'Pago confirmado',
    ]);
    for (const mail of mails) expect(mail.text).toContain('$2.00 (Bs 73,00 · COP 8.000,00)');
  });
});
