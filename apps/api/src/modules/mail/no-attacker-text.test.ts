import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails, payments, users } from '../../db/schema';
import { createTestApp, type TestContext } from '../../test/app';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

/**
 * Phishing through our e-mails: a stranger buys or registers with someone
 * else's address and writes the text the shop's e-mail would carry. Names are
 * letters only and references letters and digits, so the request is refused
 * with a Spanish reason, nothing is stored and nothing is sent.
 */
describe('our e-mails carry no attacker text', () => {
  let ctx: TestContext;
  let methodId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(() => ctx.close());

  const counts = async () => ({
    payments: (await ctx.database.db.select().from(payments)).length,
    emails: (await ctx.database.db.select().from(outboxEmails)).length,
    users: (await ctx.database.db.select().from(users)).length,
  });
  const NAME_REFUSED = 'El nombre solo puede tener letras, espacios, puntos, apóstrofos y guiones';

  it.each([
    ['customer_name', 'Hola Visita http://phish.example/x para cobrar tu premio', NAME_REFUSED],
    ['customer_name', 'Escribe a premios@phish.example', NAME_REFUSED],
    ['customer_name', 'Ganaste phish.example', NAME_REFUSED],
    ['customer_name', '<a href="x">Ana</a>', NAME_REFUSED],
    ['customer_name', 'Ana 0414 555 0101', NAME_REFUSED],
    [
      'reference_number',
      'cobra en http://phish.example',
      'La referencia solo puede tener letras, números y guiones',
    ],
  ])('a purchase with %s %j is refused', async (field, value, text) => {
    const raffle = await buildRaffle(ctx.database.db);
    const before = await counts();
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers: [1],
      payment: buyerPayment(methodId, {
        customer_email: 'victima@correo.test',
        [field]: value,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(text);
    expect(await counts()).toEqual(before);
  });

  it('a registration whose name carries a link is refused', async () => {
    const before = await counts();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        full_name: 'Visita http://phish.example/x',
        email: 'victima@correo.test',
        password: 'una-clave-larga',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(NAME_REFUSED);
    expect(await counts()).toEqual(before);
  });

  it('a real name and a bank reference go through', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const res = await postPurchase(ctx.app, raffle.id, {
      numbers: [2],
      payment: buyerPayment(methodId, {
        customer_name: "María José D'Ávila-Pérez",
        reference_number: '0102 4455-AB',
      }),
    });
    expect(res.statusCode).toBe(201);
  });
});
