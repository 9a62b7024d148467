import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres, type Db, type Executor } from '../../db/client';
import type { DatabaseRuntime } from '../../db/database-runtime';
import { rowsOf } from '../../db/sql-rows';
import { createTestDatabase, withOwnRuntime, type TestDatabase } from '../../test/database';
import { buildHold, buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';
import { saleGuard } from '../numbers';
import { answerKept, emailUnderCap, paymentRow } from '../../db/sale-args';
import { sell, type SaleArgs } from './purchase.repository';

const onPostgres = Boolean(process.env.DATABASE_URL);

// rifas_sell (migration 0023) on its own: the whole sale in one statement that
// writes everything or nothing, and never fails when it loses.
describe('the sale statement', () => {
  let database: TestDatabase;
  let methodId: number;
  let runtime: DatabaseRuntime;
  // The sale's statement runs named, as in the app: on a handle with a runtime.
  const on = (db: Db = database.db) => ({ db, runtime });
  beforeAll(async () => {
    database = await createTestDatabase();
    runtime = withOwnRuntime(database).runtime;
    methodId = (await buildPaymentMethod(database.db)).id;
  });
  afterAll(() => database.drop());

  const counts = async (db: Executor, raffleId: number) =>
    rowsOf<{ payments: number; numbers: number; emails: number }>(
      await db.execute(sql`select
        (select count(*)::int from payments where raffle_id = ${raffleId}) as payments,
        (select count(*)::int from raffle_numbers
          where raffle_id = ${raffleId} and payment_id is not null) as numbers,
        (select count(*)::int from outbox_emails where "to" = ${`r${raffleId}@example.com`}) as emails`),
    )[0]!;

  async function args(numbers: number[], overrides: Partial<SaleArgs> = {}) {
    const raffle = await buildRaffle(database.db);
    const now = new Date();
    const to = `r${raffle.id}@example.com`;
    const sale: SaleArgs = {
      raffleId: raffle.id,
      numbers,
      holderKeys: ['g:comprador'],
      lockKeys: ['g:comprador'],
      address: '10.0.0.1',
      buyerKeys: ['doc:V1'],
      now,
      caps: null,
      guard: saleGuard(raffle, numbers),
      payment: paymentRow({
        raffleId: raffle.id,
        userId: null,
        paymentMethodId: methodId,
        paymentMethodName: 'Pago Móvil',
        holderId: 'g:comprador',
        amountCents: numbers.length * raffle.priceCents,
        status: 'pending',
        referenceNumber: null,
        paymentDate: null,
        customerId: 'V1',
        customerName: 'Ana Pérez',
        customerEmail: to,
        customerPhone: '04141234567',
        customerIdNorm: 'V1',
        customerEmailNorm: to,
        customerPhoneNorm: '584141234567',
        ticketCode: `t${raffle.id}`,
        capturePath: null,
        clientAddress: '10.0.0.1',
        buyerKeys: ['doc:V1'],
        transactionData: {},
        precioMoneda: {},
        numbers,
        createdAt: now,
        updatedAt: now,
      }),
      sale: null,
      coupon: null,
      email: emailUnderCap(5, now, { kind: 'purchase', to, subject: 'S', text: 'pago N' }, 'N'),
      keep: null,
      challenge: null,
      ...overrides,
    };
    return { raffle, sale };
  }

  it('writes the payment, its numbers and its e-mail (with the payment id) in one statement', async () => {
    const { raffle, sale } = await args([3, 4]);
    const done = await sell(on(), sale);
    expect(done.outcome).toBe('sold');
    expect(await counts(database.db, raffle.id)).toEqual({ payments: 1, numbers: 2, emails: 1 });
    const [email] = rowsOf<{ text: string }>(
      await database.db.execute(
        sql`select text from outbox_emails where "to" = ${`r${raffle.id}@example.com`}`,
      ),
    );
    expect(email!.text).toBe(`pago ${done.paymentId}`);
  });

  it('writes nothing when a number is taken, says which were won, and keeps its connection', async () => {
    const { raffle, sale } = await args([5, 6, 7]);
    await buildHold(database.db, { raffleId: raffle.id, numbers: [6], holderId: 'g:otro' });
    // A pool of one connection on PostgreSQL: the same backend answers before and after.
    const single = onPostgres ? openPostgres(database.url!, 1) : null;
    const db = single?.db ?? database.db;
    try {
      const pid = async () =>
        onPostgres
          ? rowsOf<{ pid: number }>(await db.execute(sql`select pg_backend_pid() as pid`))[0]!.pid
          : 0;
      const before = await pid();
      const lost = await sell(on(db), sale);
      expect(lost).toMatchObject({ outcome: 'lost', won: [5, 7], paymentId: null });
      expect(await pid()).toBe(before);
      expect(await counts(db, raffle.id)).toEqual({ payments: 0, numbers: 0, emails: 0 });
    } finally {
      await single?.close();
    }
  });

  /** The Idempotency-Key's part of the arguments (ADR 100): `hash` tells one request from another. */
  const keep = (key: string, hash: string, now: Date) =>
    answerKept(
      {
        scope: 'purchase',
        key,
        requestHash: hash,
        since: new Date(now.getTime() - 86_400_000),
        statusCode: 201,
      },
      { payment: { id: 0 } },
      ['payment', 'id'],
    );
  const keyRows = async (key: string) =>
    rowsOf<{ response: unknown }>(
      await database.db.execute(sql`select response from idempotency_keys where key = ${key}`),
    );

  it("checks the key first: keeps the sale's answer, replays it, refuses another request's", async () => {
    const key = `clave-${Date.now()}`;
    const lostSale = await args([20, 21]);
    await buildHold(database.db, {
      raffleId: lostSale.raffle.id,
      numbers: [21],
      holderId: 'g:otro',
    });
    const lost = await sell(on(), { ...lostSale.sale, keep: keep(key, 'h1', lostSale.sale.now) });
    expect(lost.outcome).toBe('lost');
    expect(await keyRows(key)).toEqual([]);

    const { raffle, sale } = await args([22]);
    const first = { ...sale, keep: keep(key, 'h1', sale.now) };
    const sold = await sell(on(), first);
    expect(sold.outcome).toBe('sold');
    expect(await keyRows(key)).toEqual([{ response: { payment: { id: sold.paymentId } } }]);
    // A challenge already spent does not matter to a replay: it is not spent again.
    const spent = { id: `reto-${key}`, expires_at: new Date(Date.now() + 60_000).toISOString() };
    await database.db.execute(
      sql`insert into used_challenges (id, expires_at) values (${spent.id}, ${spent.expires_at})`,
    );
    expect(await sell(on(), { ...first, challenge: spent })).toMatchObject({
      outcome: 'replay',
      kept: { statusCode: 201, response: { payment: { id: sold.paymentId } } },
    });
    expect(await sell(on(), { ...first, keep: keep(key, 'h2', sale.now) })).toMatchObject({
      outcome: 'mismatch',
      kept: null,
    });
    expect(await sell(on(), { ...first, keep: null, challenge: spent })).toMatchObject({
      outcome: 'challenge_used',
    });
    expect(await counts(database.db, raffle.id)).toEqual({ payments: 1, numbers: 1, emails: 1 });
  });

  it.runIf(onPostgres)(
    'a twin waits at the key for the first to commit, then replays it',
    async () => {
      const key = `gemela-${Date.now()}`;
      const { raffle, sale } = await args([30]);
      const twinSale = { ...sale, keep: keep(key, 'h', sale.now) };
      // The first's transaction held open on a connection of its own.
      const single = openPostgres(database.url!, 1);
      try {
        await single.db.execute(sql`begin`);
        const first = await sell(on(single.db), twinSale);
        expect(first.outcome).toBe('sold');
        const twin = sell(on(), twinSale);
        let waiting = 0;
        for (let i = 0; i < 200 && waiting === 0; i += 1) {
          waiting = rowsOf<{ n: number }>(
            await database.db.execute(sql`select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and wait_event = 'advisory'
              and datname = current_database()`),
          )[0]!.n;
          if (waiting === 0) await new Promise((r) => setTimeout(r, 10));
        }
        expect(waiting).toBe(1);
        await single.db.execute(sql`commit`);
        expect(await twin).toMatchObject({
          outcome: 'replay',
          kept: { response: { payment: { id: first.paymentId } } },
        });
      } finally {
        await single.close();
      }
      expect(await counts(database.db, raffle.id)).toEqual({ payments: 1, numbers: 1, emails: 1 });
    },
  );

  it('writes nothing when the raffle no longer matches what the sale was priced from', async () => {
    const { raffle, sale } = await args([1]);
    await database.db.execute(sql`update raffles set price_cents = 900 where id = ${raffle.id}`);
    expect((await sell(on(), sale)).outcome).toBe('stale');
    expect(await counts(database.db, raffle.id)).toEqual({ payments: 0, numbers: 0, emails: 0 });
  });

  it("writes nothing once the raffle's close time has come, whatever the caller read (ADR 088)", async () => {
    const { raffle, sale } = await args([2]);
    const closeAt = (minutes: number) =>
      database.db.execute(sql`update raffles set auto_close = 'time',
        sales_close_at = ${new Date(sale.now.getTime() + minutes * 60_000).toISOString()}::timestamptz
        where id = ${raffle.id}`);
    await closeAt(0);
    expect((await sell(on(), sale)).outcome).toBe('stale');
    expect(await counts(database.db, raffle.id)).toEqual({ payments: 0, numbers: 0, emails: 0 });
    await closeAt(1);
    expect((await sell(on(), sale)).outcome).toBe('sold');
  });

  it('with the caps, counts what the buyer and the address already have', async () => {
    const first = await args([10, 11], { caps: { buyer_max: 3, address_max: 10 } });
    expect((await sell(on(), first.sale)).outcome).toBe('sold');
    const again = await args([12, 13], { caps: { buyer_max: 3, address_max: 10 } });
    // Another raffle: nothing outstanding there yet.
    expect((await sell(on(), again.sale)).outcome).toBe('sold');
    const more = {
      ...again.sale,
      numbers: [14, 15],
      payment: { ...again.sale.payment, numbers: [14, 15], ticket_code: 'otro' },
    };
    expect(await sell(on(), more)).toMatchObject({ outcome: 'buyer_cap', counted: 2 });
    const byAddress = { ...more, caps: { buyer_max: 10, address_max: 3 }, buyerKeys: ['doc:V2'] };
    expect(await sell(on(), byAddress)).toMatchObject({
      outcome: 'address_cap',
      counted: 2,
    });
    expect(await counts(database.db, again.raffle.id)).toEqual({
      payments: 1,
      numbers: 2,
      emails: 1,
    });
  });
});
