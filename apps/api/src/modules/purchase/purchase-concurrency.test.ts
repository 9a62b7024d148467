import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openPostgres } from '../../db/client';
import { outboxEmails, payments, raffleNumbers } from '../../db/schema';
import { recordChanges } from '../../test/changes';
import { createTestApp, PRODUCTION_GUARDS, type TestContext } from '../../test/app';
import { solvedChallenge } from '../../test/challenge';
import type { App } from '../../app';
import type { TestDatabase } from '../../test/database';
import { buyerPayment, postPurchase } from '../../test/number-factories';
import { buildPaymentMethod, buildRaffle } from '../../test/raffle-factories';

const onPostgres = Boolean(inject('pgTemplateUrl'));
const BUYERS = 200;

/** A small deterministic PRNG, so a failing run can be replayed. */
function seededRandom(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Each buyer wants 3 numbers out of 0–59: 600 wishes for 60 numbers. */
function overlappingOrders(seed: number): number[][] {
  const random = seededRandom(seed);
  return Array.from({ length: BUYERS }, () => {
    const wanted = new Set<number>();
    while (wanted.size < 3) wanted.add(Math.floor(random() * 60));
    return [...wanted];
  });
}

type Answer = {
  statusCode: number;
  json: () => {
    error?: string;
    unavailableNumbers?: number[];
    payment?: { id: number; numbers: number[] };
  };
};

async function expectNoNumberSoldTwice(
  ctx: TestContext,
  changes: ReturnType<typeof recordChanges>,
  raffleId: number,
  orders: number[][],
  answers: Answer[],
) {
  const owner = new Map<number, number>();
  const winners = answers.filter((a) => a.statusCode === 201);
  expect(winners.length).toBeGreaterThan(0);
  for (const answer of winners) {
    const { id, numbers } = answer.json().payment!;
    for (const n of numbers) {
      expect(owner.has(n), `number ${n} sold twice`).toBe(false);
      owner.set(n, id);
    }
  }
  answers.forEach((answer, i) => {
    if (answer.statusCode === 201) return;
    expect(answer.statusCode).toBe(409);
    const body = answer.json();
    // Every loser is told exactly which numbers were taken, and they were.
    expect(body.error).toBe('Algunos números ya no están disponibles');
    expect(body.unavailableNumbers!.length).toBeGreaterThan(0);
    for (const n of body.unavailableNumbers!) {
      expect(orders[i]).toContain(n);
      expect(owner.has(n), `number ${n} reported taken but sold to nobody`).toBe(true);
    }
  });

  const db = ctx.database.db;
  const rows = await db.select().from(payments).where(eq(payments.raffleId, raffleId));
  expect(rows).toHaveLength(winners.length);
  const inPayments = rows.flatMap((p) => p.numbers);
  expect(new Set(inPayments).size).toBe(inPayments.length);
  const numberRows = await db
    .select()
    .from(raffleNumbers)
    .where(eq(raffleNumbers.raffleId, raffleId));
  expect(numberRows).toHaveLength(owner.size);
  for (const row of numberRows) expect(row.paymentId).toBe(owner.get(row.number));
  // One change per sale, each heard by the first instance (within 1 s when made by another).
  await changes.until(() => changes.numbersOf(raffleId).length >= winners.length);
  expect(changes.numbersOf(raffleId)).toHaveLength(winners.length);
}

/**
 * The storm runs twice: with production's guards (caps on, the guest challenge
 * on, each buyer from its own address with an Idempotency-Key, as the SPA sends)
 * and with them off, which runs the same sale without the caps' counts.
 */
const MODES = [
  { name: 'caps on, challenge on', env: PRODUCTION_GUARDS, production: true },
  { name: 'caps off', env: { ABUSE_LIMITS: 'false' }, production: false },
] as const;

describe.each(MODES)('purchase under concurrency ($name)', ({ env, production }) => {
  let ctx: TestContext;
  let changes: ReturnType<typeof recordChanges>;
  beforeAll(async () => {
    ctx = await createTestApp({ env });
    changes = recordChanges(ctx.app);
  });
  afterAll(async () => ctx.close());

  /** Buyer i's purchase; in production mode with its solved challenge, address and key. */
  const buyer = async (app: App, i: number) =>
    production
      ? {
          headers: { 'x-altcha': await solvedChallenge(app) },
          remoteAddress: `10.0.${i >> 8}.${i & 255}`,
          key: `tormenta-${i}-${Date.now()}`,
        }
      : {};

  it(`${BUYERS} parallel purchases of overlapping numbers never sell a number twice`, async () => {
    const raffle = await buildRaffle(ctx.database.db);
    const method = await buildPaymentMethod(ctx.database.db);
    const orders = overlappingOrders(42);
    // Solved first, as phones solve them while the buyer types: the purchases then arrive together.
    const buyers = await Promise.all(orders.map((_, i) => buyer(ctx.app, i)));
    const answers = await Promise.all(
      orders.map((numbers, i) =>
        postPurchase(ctx.app, raffle.id, {
          numbers,
          payment: buyerPayment(method.id),
          ...buyers[i],
        }),
      ),
    );
    await expectNoNumberSoldTwice(ctx, changes, raffle.id, orders, answers);
  }, 120_000);

  it.runIf(onPostgres)(
    `${BUYERS} parallel purchases through TWO app instances never sell a number twice`,
    async () => {
      const url = ctx.database.url!;
      const secondDatabase: TestDatabase = {
        ...openPostgres(url, 20),
        url,
        drop: async () => undefined,
      };
      const second = await createTestApp({ database: secondDatabase, env });
      try {
        const raffle = await buildRaffle(ctx.database.db);
        const method = await buildPaymentMethod(ctx.database.db);
        const orders = overlappingOrders(7);
        const appOf = (i: number) => (i % 2 === 0 ? ctx.app : second.app);
        const buyers = await Promise.all(orders.map((_, i) => buyer(appOf(i), i)));
        const answers = await Promise.all(
          orders.map((numbers, i) =>
            postPurchase(appOf(i), raffle.id, {
              numbers,
              payment: buyerPayment(method.id),
              ...buyers[i],
            }),
          ),
        );
        await expectNoNumberSoldTwice(ctx, changes, raffle.id, orders, answers);
      } finally {
        await second.close();
        await secondDatabase.close();
      }
    },
    120_000,
  );
});

describe('the purchase e-mail cap under concurrency', () => {
  const PER_HOUR = 3;
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ env: { PURCHASE_EMAILS_PER_HOUR: String(PER_HOUR) } });
  });
  afterAll(async () => ctx.close());

  const VICTIM = 'victima@correo.test';
  const purchasesTo = async (count: number) => {
    const raffle = await buildRaffle(ctx.database.db);
    const method = await buildPaymentMethod(ctx.database.db);
    return Array.from({ length: count }, (_, i) =>
      postPurchase(ctx.app, raffle.id, {
        numbers: [i],
        payment: buyerPayment(method.id, {
          customer_email: i % 2 ? 'Victima@Correo.test' : VICTIM,
        }),
      }),
    );
  };
  const queuedToVictim = async () =>
    (
      await ctx.database.db
        .select()
        .from(outboxEmails)
        .where(and(eq(outboxEmails.kind, 'purchase_received')))
    ).filter((row) => row.to.toLowerCase() === VICTIM).length;

  it('30 parallel purchases to one address all succeed and queue at most the cap', async () => {
    const answers = await Promise.all(await purchasesTo(30));
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
    expect(await queuedToVictim()).toBe(PER_HOUR);
  }, 60_000);

  // The sale's statement queues the e-mail (ADR 022) after taking the
  // recipient's lock; its count must see the e-mails of the sales that
  // committed while it waited. Holding that lock from outside makes every
  // sale wait there with an older snapshot.
  it.runIf(onPostgres)(
    'sales that waited for the recipient together still queue only the cap',
    async () => {
      const outside = new pg.Client({ connectionString: ctx.database.url! });
      await outside.connect();
      try {
        await outside.query('delete from outbox_emails');
        await outside.query(`select pg_advisory_lock(hashtext($1))`, [`mail:${VICTIM}`]);
        // Started now (an injected request runs once awaited).
        const pending = Promise.all(await purchasesTo(8));
        const waiting = async () =>
          Number(
            (
              await outside.query<{ n: string }>(
                `select count(*) as n from pg_locks where locktype = 'advisory' and not granted`,
              )
            ).rows[0]!.n,
          );
        for (let i = 0; i < 100 && (await waiting()) < 8; i++) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(await waiting()).toBe(8);
        await outside.query(`select pg_advisory_unlock(hashtext($1))`, [`mail:${VICTIM}`]);
        const answers = await pending;
        expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 201));
        expect(await queuedToVictim()).toBe(PER_HOUR);
      } finally {
        await outside.end();
      }
    },
    60_000,
  );
});
