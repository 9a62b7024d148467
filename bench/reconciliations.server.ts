/**
 * The target of bench/reconciliations.mjs, in its own process, bundled as `npm start` builds
 * the API (startBenchServer in bench/lib.mjs, ADR 114).
 * The real app on PGlite (or DATABASE_URL) with 300 pending Pago Móvil payments in
 * bolívares (and 20,000 reviewed ones around them), an admin session. Prints one JSON
 * line `{ port, token, driver }` when ready; stops on SIGTERM.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase, type Db } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { users } from '../apps/api/src/db/schema';
import { createSession } from '../apps/api/src/modules/users';

const PENDING = Number(process.env.BENCH_PENDING ?? 300);
const REVIEWED = 20_000;

/** Payment g: typed reference 10000000 + g × 7919 (8 digits), due Bs 182,50 + g céntimos, on 2026-11-25. */
async function seed(db: Db) {
  await db.execute(sql`
    insert into raffles (title, product_to_win, price_cents, end_number, draw_date, status)
    values ('Rifa de conciliación', 'Premio', 500, 99999, now() + interval '30 days', 'active')`);
  await db.execute(sql`
    insert into monedas (nombre, codigo, simbolo, url_precio, precio)
    values ('Bolívar', 'VES', 'Bs', 'http://127.0.0.1:9/precio', 36.5)`);
  await db.execute(sql`
    insert into payment_methods (name, moneda_id) select 'Pago Móvil', id from monedas`);
  await db.execute(sql`
    with r as (select min(id) as id from raffles), m as (select min(id) as id from payment_methods)
    insert into payments (raffle_id, payment_method_id, payment_method_name, amount_cents, status,
      reference_number, payment_date, customer_id, customer_name, customer_email, customer_phone,
      numbers, precio_moneda)
    select r.id, m.id, 'Pago Móvil', 500,
      case when g <= ${PENDING} then 'pending' else 'completed' end,
      (10000000 + g * 7919)::text, '2026-11-25', 'V-' || g, 'Comprador ' || g,
      'comprador' || g || '@bench.test', '0414' || lpad(g::text, 7, '0'), array[g],
      jsonb_build_object('VES', jsonb_build_object('rate', 36.5, 'unit', 182.5,
        'total', (18250 + g) / 100.0, 'simbolo', 'Bs'))
    from generate_series(1, ${PENDING + REVIEWED}) g, r, m`);
  await db.execute(sql`
    insert into raffle_numbers (raffle_id, number, status, payment_id, reserved_at)
    select raffle_id, numbers[1], 'reserved', id, now() from payments where status = 'pending'`);
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'rifas-bench-reconcile-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_SECRET: process.env.APP_SECRET ?? 'bench-secret-bench-secret-bench-secret-00',
    LOG_LEVEL: 'warn',
  });
  const database = await openDatabase(config);
  await runMigrations(database);
  await seed(database.db);
  await database.db.execute(sql`analyze`);
  const [admin] = await database.db
    .insert(users)
    .values({ fullName: 'Admin', email: 'admin@bench.test', passwordHash: 'x', role: 'admin' })
    .returning();
  const token = await createSession(database.db, admin!.id, new Date(), 1);
  const app = await buildApp({
    config: { ...config, appSecret: config.appSecret!, runJobs: false },
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(JSON.stringify({ port, token, driver: database.driver }));
  process.once('SIGTERM', () => {
    void app.close().then(() => process.exit(0));
  });
}

await main();
