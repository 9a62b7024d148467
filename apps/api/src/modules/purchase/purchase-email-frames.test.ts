import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { latestQueuedEmail } from '../../test/auth-factories';
import { buildUser } from '../../test/factories';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

/**
 * The sale keeps each "Compra recibida" e-mail's frame (subject, intro, closing, footer) in
 * memory (ADR 112). A kept frame must never be another e-mail's: not after the raffle's title
 * changed, even unheard, and not after the shop's name changed.
 */
describe('purchase e-mails made on a kept frame', () => {
  let ctx: TestContext;
  let methodId: number;
  let admin: Record<string, string>;

  beforeAll(async () => {
    ctx = await createTestApp();
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
    admin = (await buildUser(ctx.database.db, { role: 'admin' })).auth;
  });
  afterAll(() => ctx.close());

  const buy = async (raffleId: number, number: number, tag: string) => {
    const to = `${tag}@correo.test`;
    const res = await postPurchase(ctx.app, raffleId, {
      numbers: [number],
      payment: buyerPayment(methodId, { customer_email: to }),
    });
    expect(res.statusCode).toBe(201);
    return (await latestQueuedEmail(ctx.database.db, to, 'purchase_received'))!;
  };

  it('says the title of the raffle row the sale was made on', async () => {
    const raffle = await buildRaffle(ctx.database.db, { title: 'Moto azul', priceCents: 500 });
    const first = await buy(raffle.id, 1, 'marco');
    expect(first.subject).toBe('Compra recibida: Moto azul');

    // Changed behind the change feed's back, with the price: the sale's guard finds the held row
    // stale and sells on the fresh one, whose title the whole e-mail must carry.
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(
        sql`update raffles set title = 'Moto roja', price_cents = 600 where id = ${raffle.id}`,
      );
    });
    const second = await buy(raffle.id, 2, 'marta');
    expect(second.subject).toBe('Compra recibida: Moto roja');
    expect(second.text).toContain('Recibimos tu compra en la rifa "Moto roja".');
    expect(second.text).not.toContain('Moto azul');
    expect(second.html).toContain('Moto roja');
    expect(second.html).not.toContain('Moto azul');
  });

  it("signs with the shop's new name once it is saved", async () => {
    const raffle = await buildRaffle(ctx.database.db, { title: 'Nevera' });
    expect((await buy(raffle.id, 1, 'nora')).text).toContain('El equipo de Rifas');

    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/settings',
      payload: { shop_name: 'Rifas de Maracay', whatsapp_number: '584241112233' },
      headers: admin,
    });
    expect(saved.statusCode).toBe(200);
    const after = await buy(raffle.id, 2, 'nelson');
    expect(after.text).toContain('El equipo de Rifas de Maracay');
    expect(after.text).toContain('https://wa.me/584241112233');
    expect(after.html).toContain('Rifas de Maracay');
  });
});
