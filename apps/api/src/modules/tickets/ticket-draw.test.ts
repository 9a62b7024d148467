import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buildUser } from '../../test/factories';
import { startSmtpServer } from '../../test/mail';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { deliverMailTo } from '../../test/payment-factories';
import {
  multipartBody,
  raffleFormFields,
  buildPaymentMethod,
  buildRaffle,
} from '../../test/raffle-factories';

type TicketAnswer = {
  shop_name: string;
  shop_logo: string | null;
  raffle: { draw_date: string };
  draw: {
    lottery: { name: string; draw_at: string; result: string };
    winning_number: number;
    won: boolean;
  } | null;
  prizes: {
    label: string;
    title: string;
    drawn: boolean;
    result: { name: string; draw_at: string; result: string } | null;
    won_numbers: number[];
  }[];
};

describe('the ticket knows the shop and the draw; the winner hears it', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let ctx: TestContext;
  let admin: Record<string, string>;
  let methodId: number;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    ctx = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://rifas.example' } });
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  async function buyPaid(raffleId: number, numbers: number[], buyer: Record<string, string>) {
    const res = await postPurchase(ctx.app, raffleId, {
      numbers,
      payment: buyerPayment(methodId, buyer),
    });
    expect(res.statusCode).toBe(201);
    const id = res.json<{ payment: { id: number } }>().payment.id;
    const validate = await ctx.app.inject({
      method: 'POST',
      url: `/api/payments/${id}/validate`,
      headers: admin,
    });
    expect(validate.statusCode).toBe(200);
    const [row] = await ctx.database.db.select().from(payments).where(eq(payments.id, id));
    return row!;
  }
  const ticket = async (code: string) => {
    const res = await ctx.app.inject({ method: 'GET', url: `/api/tickets/${code}` });
    expect(res.statusCode).toBe(200);
    return res.json<TicketAnswer>();
  };

  it("shows the shop's name and logo as /admin/tienda sets them", async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    const paid = await buyPaid(raffle.id, [3], { customer_email: 'tienda@correo.test' });
    expect(await ticket(paid.ticketCode)).toMatchObject({ shop_name: 'Rifas', shop_logo: null });

    const rename = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { shop_name: 'Rifas Don Pepe' },
    });
    expect(rename.statusCode).toBe(200);
    const png = await sharp({
      create: { width: 64, height: 64, channels: 3, background: '#f00' },
    })
      .png()
      .toBuffer();
    const body = multipartBody({}, [{ field: 'image', filename: 'logo.png', content: png }]);
    const logo = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings/logo',
      payload: body.payload,
      headers: { ...admin, ...body.headers },
    });
    expect(logo.statusCode).toBe(200);

    const shown = await ticket(paid.ticketCode);
    expect(shown.shop_name).toBe('Rifas Don Pepe');
    expect(shown.shop_logo).toMatch(/^\/uploads\/.+/);
  });

  it('after the result: the result, the winning number, who won; the winner gets an e-mail', async () => {
    const raffle = await buildRaffle(ctx.database.db, {
      title: 'Moto Bera',
      productToWin: 'Una moto Bera 150',
      startNumber: 0,
      endNumber: 199,
    });
    const winner = await buyPaid(raffle.id, [147, 12], {
      customer_name: 'Ana María Pérez',
      customer_email: 'ganadora@correo.test',
      customer_phone: '04121234567',
      customer_id: 'V-12345678',
    });
    const other = await buyPaid(raffle.id, [48], { customer_email: 'otro@correo.test' });
    expect((await ticket(winner.ticketCode)).draw).toBeNull();

    const close = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/draw/close`,
      headers: admin,
    });
    expect(close.statusCode).toBe(200);
    // How to claim, as the shop wrote it in Tienda (issue 44): the e-mail carries it.
    const claim = 'Retira tu premio en la tienda de Maracaibo con tu cédula y este correo.';
    const settings = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers: admin,
      payload: { claim_text: claim },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const drawAt = new Date(Date.now() + 120_000).toISOString();
    const result = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffle.id}/draw/result`,
      headers: admin,
      payload: { lottery_name: 'Lotería del Táchira', draw_at: drawAt, result: '12547' },
    });
    expect(result.statusCode).toBe(200);

    const lottery = { name: 'Lotería del Táchira', draw_at: drawAt, result: '12547' };
    expect(await ticket(winner.ticketCode)).toMatchObject({
      raffle: { draw_date: drawAt },
      draw: { lottery, prize: 'Una moto Bera 150', winning_number: 147, won: true },
    });
    expect(await ticket(other.ticketCode)).toMatchObject({
      draw: { lottery, winning_number: 147, won: false },
    });

    const mails = await deliverMailTo(ctx, smtp, 'ganadora@correo.test');
    const won = mails.find((mail) => mail.subject === '¡Ganaste! Moto Bera');
    expect(won).toBeDefined();
    // A guest's purchase: the address was never confirmed, so no name typed (ADR 084).
    expect(won!.text).toContain('Hola,');
    expect(won!.text).not.toContain('Ana María Pérez');
    expect(won!.text).toContain('Tu número 147 ganó la rifa "Moto Bera": Una moto Bera 150.');
    expect(won!.text).toContain('Lotería del Táchira: 12547');
    expect(won!.text).toContain(claim);
    expect(won!.html).toContain('Retira tu premio en la tienda de Maracaibo');
    expect(won!.text).toContain(`Tu ticket: https://rifas.example/ticket/${winner.ticketCode}`);
    const others = await deliverMailTo(ctx, smtp, 'otro@correo.test');
    expect(others.map((mail) => mail.subject)).not.toContain('¡Ganaste! Moto Bera');

    // Every public answer of the drawn raffle names buyers only as 'Ana P.': never the
    // e-mail, the phone, the cédula or the whole name.
    const publicUrls = [
      `/api/raffles/${raffle.id}`,
      `/api/raffles/${raffle.id}/draw`,
      `/api/raffles/${raffle.id}/draw/entries`,
      `/api/tickets/${winner.ticketCode}`,
      '/api/raffles/past',
    ];
    for (const url of publicUrls) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      for (const secret of [
        'ganadora@',
        'correo.test',
        'Ana María',
        'Pérez',
        '1234567',
        '12345678',
      ]) {
        expect(res.body, `${url} shows ${secret}`).not.toContain(secret);
      }
    }
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/raffles/${raffle.id}` })).body,
    ).toContain('Ana P.');
  });

  it('with several prizes, the ticket says which prize each of its numbers won, and each winner hears it', async () => {
    const form = multipartBody(
      raffleFormFields({
        title: 'Gran Rifa',
        end_number: '999',
        prizes: JSON.stringify([
          { title: 'Una moto', kind: 'main' },
          { title: 'Un televisor', kind: 'official', lottery_name: 'Triple Zulia' },
          { title: 'Cien dólares', kind: 'terminal', digits: 2 },
        ]),
      }),
    );
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/raffles',
      headers: { ...admin, ...form.headers },
      payload: form.payload,
    });
    expect(created.statusCode, created.body).toBe(201);
    const raffleId = created.json<{ id: number }>().id;
    const main = await buyPaid(raffleId, [547], { customer_email: 'moto@correo.test' });
    const both = await buyPaid(raffleId, [47, 300], { customer_email: 'dos@correo.test' });
    const none = await buyPaid(raffleId, [12], { customer_email: 'nada@correo.test' });
    expect((await ticket(main.ticketCode)).prizes).toEqual([
      expect.objectContaining({ label: '1er premio', drawn: false, result: null, won_numbers: [] }),
      expect.objectContaining({ label: '2do premio', drawn: false }),
      expect.objectContaining({ label: '3er premio', drawn: false }),
    ]);
    const close = await ctx.app.inject({
      method: 'POST',
      url: `/api/raffles/${raffleId}/draw/close`,
      headers: admin,
    });
    expect(close.statusCode).toBe(200);
    const drawAt = new Date(Date.now() + 120_000).toISOString();
    const record = (position: number, lottery: string, result: string) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${raffleId}/prizes/${position}/result`,
        headers: admin,
        payload: { lottery_name: lottery, draw_at: drawAt, result },
      });
    expect((await record(1, 'Lotería del Táchira', '98547')).statusCode).toBe(200);
    expect((await record(2, 'Triple Zulia', '7300')).statusCode).toBe(200);

    const won = (t: TicketAnswer) => t.prizes.map((p) => [p.label, p.title, p.won_numbers]);
    expect(won(await ticket(main.ticketCode))).toEqual([
      ['1er premio', 'Una moto', [547]],
      ['2do premio', 'Un televisor', []],
      ['3er premio', 'Cien dólares', [547]],
    ]);
    expect(won(await ticket(both.ticketCode))).toEqual([
      ['1er premio', 'Una moto', []],
      ['2do premio', 'Un televisor', [300]],
      ['3er premio', 'Cien dólares', [47]],
    ]);
    const shown = await ticket(none.ticketCode);
    expect(shown.prizes.every((p) => p.drawn && p.won_numbers.length === 0)).toBe(true);
    expect(shown.prizes[1]!.result).toEqual({
      name: 'Triple Zulia',
      draw_at: drawAt,
      result: '7300',
    });

    const mails = await deliverMailTo(ctx, smtp, 'dos@correo.test');
    const texts = mails.filter((mail) => mail.subject === '¡Ganaste! Gran Rifa').map((m) => m.text);
    expect(texts).toHaveLength(2);
    expect(texts.join('\n')).toContain(
      'Tu número 300 ganó el 2do premio de la rifa "Gran Rifa": Un televisor.',
    );
    expect(texts.join('\n')).toContain(
      'Tu número 047 ganó el 3er premio de la rifa "Gran Rifa": Cien dólares.',
    );
    const nothing = await deliverMailTo(ctx, smtp, 'nada@correo.test');
    expect(nothing.map((mail) => mail.subject)).not.toContain('¡Ganaste! Gran Rifa');
  });
});
