import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../test/app';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

/**
 * The sale path reads the raffle, the method and the rates from memory
 * (db/held-reads.ts, ADR 022). Here the raffle is changed behind the change
 * feed's back (triggers off, as a change on another instance looks until its
 * notification arrives): the sale's guard must notice and run again on the
 * fresh row, never sell at an old price or against a raffle that stopped.
 */
describe('sales on rows held in memory', () => {
  let ctx: TestContext;
  let methodId: number;

  beforeAll(async () => {
    ctx = await createTestApp();
    methodId = (await buildPaymentMethod(ctx.database.db)).id;
  });
  afterAll(() => ctx.close());

  /** An UPDATE nobody is told about: the statement triggers that NOTIFY don't fire. */
  async function changeUnheard(statement: ReturnType<typeof sql>) {
    await ctx.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(statement);
    });
  }

  const buy = (raffleId: number, numbers: number[], tag: string) =>
    postPurchase(ctx.app, raffleId, {
      numbers,
      payment: buyerPayment(methodId, { customer_email: `${tag}@correo.test` }),
    });

  it('charges the price the raffle has when the purchase commits', async () => {
    const raffle = await buildRaffle(ctx.database.db, { priceCents: 500 });
    expect((await buy(raffle.id, [1], 'primero')).json().payment.amount).toBe(5);
    await changeUnheard(sql`update raffles set price_cents = 700 where id = ${raffle.id}`);

    const res = await buy(raffle.id, [2, 3], 'segundo');
    expect(res.statusCode).toBe(201);
    expect(res.json().payment.amount).toBe(14);
  });

  it('refuses a purchase once the raffle stopped selling, and writes nothing', async () => {
    const raffle = await buildRaffle(ctx.database.db);
    expect((await buy(raffle.id, [1], 'antes')).statusCode).toBe(201);
    await changeUnheard(sql`update raffles set status = 'pending' where id = ${raffle.id}`);

    const res = await buy(raffle.id, [2], 'despues');
    expect(res.statusCode).toBe(404);
    const rows = await ctx.database.db.execute(
      sql`select count(*)::int as n from payments where raffle_id = ${raffle.id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('refuses a hold outside a range that shrank', async () => {
    const raffle = await buildRaffle(ctx.database.db, { endNumber: 99 });
    const hold = (numbers: number[]) =>
      ctx.app.inject({
        method: 'POST',
        url: `/api/raffles/${raffle.id}/reserve`,
        payload: { numbers, customer_id: 'V-1' },
      });
    expect((await hold([10])).statusCode).toBe(200);
    await changeUnheard(sql`update raffles set end_number = 49 where id = ${raffle.id}`);

    const res = await hold([80]);
    expect(res.statusCode).toBe(400);
    expect(res.json().unavailableNumbers ?? res.json().error).toBeTruthy();
    expect((await hold([11])).statusCode).toBe(200);
  });
});
