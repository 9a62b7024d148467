/**
 * The payments-list benchmark target, run in its own process by bench/payments-list.mjs
 * (bundled as `npm start` builds the API: startBenchServer in bench/lib.mjs, ADR 114).
 * The real app on PGlite (or DATABASE_URL) with 100,000 payments generated in
 * SQL, an admin session, and EXPLAIN ANALYZE of the list's queries. Prints one
 * JSON line `{ port, token, raffleId, soldOutRaffleId, driver, explain }` when ready; stops on SIGTERM.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, like, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type Db } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { payments, users } from '../apps/api/src/db/schema';
import { createSession } from '../apps/api/src/modules/users';
import { rowsOf } from '../apps/api/src/db/sql-rows';
import { listPaymentRows, searchPatterns, whereOf } from '../apps/api/src/modules/payments';

const PAYMENTS = Number(process.env.BENCH_PAYMENTS ?? 100_000);
const RAFFLES = 20;

/**
 * 100,000 payments over 20 raffles and 3 methods, a year of history, ~10 % repeated
 * references; one buyer in 50 has an accented name (for the accent-insensitive search).
 * Plus one more raffle with all its 100,000 numbers sold, one to each payment (for the
 * buyers export, bench/export.mjs).
 */
async function seed(db: Db) {
  await db.execute(sql`
    insert into raffles (title, product_to_win, price_cents, end_number, draw_date, status)
    select 'Rifa de carga ' || g, 'Premio', 500, 99999, now() + interval '30 days', 'active'
    from generate_series(1, ${RAFFLES}) g`);
  await db.execute(sql`
    insert into payment_methods (name) values ('Pago Móvil'), ('Zelle'), ('Transferencia')`);
  await db.execute(sql`
    with r as (select min(id) as first from raffles), m as (select min(id) as first from payment_methods)
    insert into payments (raffle_id, payment_method_id, payment_method_name, amount_cents, status,
      reference_number, payment_date, customer_id, customer_name, customer_email, customer_phone,
      numbers, precio_moneda, created_at, updated_at)
    select r.first + (g % ${RAFFLES}), m.first + (g % 3), 'Pago Móvil', 500 * (1 + g % 3),
      case when g % 10 < 7 then 'completed' when g % 10 < 9 then 'pending' else 'failed' end,
      'REF-' || (g % ${Math.floor(PAYMENTS * 0.9)}), '2030-01-15', 'V-' || g,
      case when g % 50 = 0 then 'José Núñez ' || g else 'Comprador ' || g end,
      'comprador' || g || '@bench.test', '0414' || lpad(g::text, 7, '0'), array[g % 100000, (g + 1) % 100000],
      '{"VES": {"rate": 36.5, "unit": 182.5, "total": 365, "simbolo": "Bs"}}'::jsonb,
      now() - g * interval '5 minutes', now() - g * interval '5 minutes'
    from generate_series(1, ${PAYMENTS}) g, r, m`);
  const [first] = rowsOf<{ id: number }>(await db.execute(sql`select min(id) as id from raffles`));
  const [soldOut] = rowsOf<{ id: number }>(
    await db.execute(sql`
      insert into raffles (title, product_to_win, price_cents, end_number, draw_date, status)
      values ('Rifa agotada', 'Premio', 500, 99999, now() + interval '30 days', 'active')
      returning id`),
  );
  await db.execute(sql`
    insert into raffle_numbers (raffle_id, number, status, payment_id, sold_at)
    select ${soldOut!.id}, row_number() over (order by id) - 1, 'sold', id, created_at
    from payments`);
  return { raffleId: first!.id, soldOutRaffleId: soldOut!.id };
}

async function explain(db: Db, query: SQLWrapper): Promise<string> {
  const rows = rowsOf<Record<string, string>>(
    await db.execute(sql`explain (analyze, costs off, timing off, summary off) ${query as SQL}`),
  );
  return rows.map((r) => Object.values(r)[0]).join('\n');
}

async function explainList(db: Db, raffleId: number) {
  const page = { limit: 20, offset: 0 };
  return {
    'list, status=pending': await explain(db, listPaymentRows(db, { status: 'pending' }, page)),
    [`list, raffle_id=${raffleId}&status=completed`]: await explain(
      db,
      listPaymentRows(db, { raffleId, status: 'completed' }, page),
    ),
    'list, no filter, page 200': await explain(
      db,
      listPaymentRows(db, {}, { limit: 20, offset: 3980 }),
    ),
    'list, search=V-12.345': await explain(
      db,
      listPaymentRows(db, { searchPatterns: searchPatterns('V-12.345') }, page),
    ),
    'list, search=jose nunez 4200 (accents)': await explain(
      db,
      listPaymentRows(db, { searchPatterns: searchPatterns('jose nunez 4200') }, page),
    ),
    'count, search=0414-001.23.45': await explain(
      db,
      db
        .select({ n: count() })
        .from(payments)
        .where(or(...searchPatterns('0414-001.23.45').map((p) => like(payments.searchText, p)))),
    ),
    // The same statement as countPaymentRows (payments.repository.ts).
    'count, status=pending': await explain(
      db,
      db.select({ n: count() }).from(payments).where(eq(payments.status, 'pending')),
    ),
    // A broad term within a status: the status index's INCLUDEd search_text (migration 0011).
    'count, search=comprador&status=pending': await explain(
      db,
      db
        .select({ n: count() })
        .from(payments)
        .where(whereOf({ status: 'pending', searchPatterns: searchPatterns('comprador') })),
    ),
  };
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'rifas-bench-payments-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_SECRET: process.env.APP_SECRET ?? 'bench-secret-bench-secret-bench-secret-00',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config);
  await runMigrations(database);
  const started = Date.now();
  const { raffleId, soldOutRaffleId } = await seed(database.db);
  const seedMs = Date.now() - started;
  await database.db.execute(sql`vacuum analyze payments`);
  await database.db.execute(sql`vacuum analyze raffle_numbers`);
  const [admin] = await database.db
    .insert(users)
    .values({ fullName: 'Admin', email: 'admin@bench.test', passwordHash: 'x', role: 'admin' })
    .returning();
  const token = await createSession(database.db, admin!.id, new Date(), 1);
  const explained = await explainList(database.db, raffleId);

  const app = await buildApp({
    config: { ...config, appSecret: config.appSecret!, runJobs: false },
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  // bench/export.mjs starts this with --expose-gc and collects before each download, so
  // a download's memory growth is its own and not the garbage of the one before. Listening
  // before the ready line: SIGUSR2 without a listener would end the process.
  const collect = (globalThis as { gc?: () => void }).gc;
  if (collect) process.on('SIGUSR2', () => collect());
  console.log(
    JSON.stringify({
      port,
      token,
      raffleId,
      soldOutRaffleId,
      driver: database.driver,
      seedMs,
      explain: explained,
    }),
  );
  process.on('SIGTERM', () => {
    void (async () => {
      await app.close();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
      process.exit(0);
    })();
  });
}

await main();
