/**
 * A benchmark target, run in its own process by bench/run.mjs, bundled as `npm start` builds the
 * API (startBenchServer in bench/lib.mjs, ADR 114):
 *   server app       the real app on PGlite (or DATABASE_URL), as production runs it (caps on,
 *                    challenge on)
 *   server reference the same with caps and challenge off
 *   server hello     a bare Fastify hello-world, for comparison
 * It prints one JSON line `{ port, ... }` when ready and stops on SIGTERM.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/api/src/app';
import { startBackgroundJobs } from '../apps/api/src/jobs';
import { loadConfig } from '../apps/api/src/config';
import { openDatabase } from '../apps/api/src/db/client';
import { runMigrations } from '../apps/api/src/db/migrate';
import { currencies, paymentMethods, raffleNumbers, raffles } from '../apps/api/src/db/schema';

const DAY_MS = 86_400_000;

async function startHello() {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, info: { port: typeof address === 'object' && address ? address.port : 0 } };
}

/**
 * A 100,000-number raffle for purchases, a 100-number one for the contention run,
 * a 10,000-number one with 3,000 taken (the picker's worst case), two listed ones,
 * three currencies.
 */
async function seed(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const future = new Date(Date.now() + 30 * DAY_MS);
  const base = {
    productToWin: 'Moto',
    priceCents: 500,
    drawDate: future,
    status: 'active' as const,
  };
  const [big] = await db
    .insert(raffles)
    .values({ ...base, title: 'Banco de compras', endNumber: 99_999 })
    .returning();
  const [half] = await db
    .insert(raffles)
    .values({ ...base, title: '3.000 de 10.000 tomados', endNumber: 9_999 })
    .returning();
  const [hot] = await db
    .insert(raffles)
    .values({ ...base, title: 'Cien números disputados', endNumber: 99 })
    .returning();
  await db.insert(raffles).values([
    { ...base, title: 'Rifa A', description: 'Una rifa de prueba para el listado', endNumber: 99 },
    {
      ...base,
      title: 'Rifa B',
      description: 'Otra rifa de prueba para el listado',
      endNumber: 999,
    },
  ]);
  // 3,000 of 0–9999 taken at random positions (a seeded PRNG: the same set every run).
  let state = 12_345;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  const all = Array.from({ length: 10_000 }, (_, n) => n);
  for (let i = all.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  const sold = all.slice(0, 3_000);
  for (let i = 0; i < sold.length; i += 1000) {
    await db
      .insert(raffleNumbers)
      .values(
        sold
          .slice(i, i + 1000)
          .map((number) => ({ raffleId: half!.id, number, status: 'sold' as const, paymentId: 1 })),
      );
  }
  const [method] = await db.insert(paymentMethods).values({ name: 'Pago Móvil' }).returning();
  const now = new Date();
  await db
    .insert(currencies)
    .values(
      [
        ['Bolívar', 'VES', 'Bs', 36.5],
        ['Peso colombiano', 'COP', '$', 3900],
        ['Euro', 'EUR', '€', 0.92],
      ].map(([nombre, codigo, simbolo, precio]) => ({
        nombre: String(nombre),
        codigo: String(codigo),
        simbolo: String(simbolo),
        urlPrecio: 'https://example.test/rate',
        precio: Number(precio),
        precioUpdatedAt: now,
      })),
    )
    // The reference server seeds the same PostgreSQL database after the production one.
    .onConflictDoNothing();
  return {
    purchaseRaffleId: big!.id,
    halfSoldRaffleId: half!.id,
    hotRaffleId: hot!.id,
    methodId: method!.id,
  };
}

async function startApp(reference: boolean) {
  const dataDir = await mkdtemp(join(tmpdir(), 'rifas-bench-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    APP_SECRET: process.env.APP_SECRET ?? 'bench-secret-bench-secret-bench-secret-00',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PURCHASE_MAX: '1000000',
    RATE_LIMIT_RESERVE_MAX: '1000000',
    RATE_LIMIT_CHALLENGE_MAX: '1000000',
    ...(reference
      ? // The reference line: one address, no browser, no caps, no proof of work.
        { ABUSE_LIMITS: 'false', GUEST_CHALLENGE: 'false' }
      : // Production's defaults (caps on, challenge on); each buyer's address comes
        // in X-Forwarded-For. The smallest work: solving is the phone's cost, not the server's.
        // Behind the bench's Caddy (bench/proxy.mjs) the buyer's address is one hop further.
        { TRUST_PROXY: process.env.TRUST_PROXY || 'true', GUEST_CHALLENGE_MAXNUMBER: '100' }),
  });
  const database = await openDatabase(config);
  await runMigrations(database);
  // A second instance on the same database (bench/proxy.mjs) sells the first one's raffles.
  const joined = process.env.BENCH_JOIN;
  const seeded = joined
    ? (JSON.parse(joined) as Awaited<ReturnType<typeof seed>>)
    : await seed(database.db);
  const app = await buildApp({
    // The background jobs run as in production (the outbox, the sweepers, the statistics).
    config: { ...config, appSecret: config.appSecret! },
    database,
    logger: false,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const stopJobs = startBackgroundJobs(app);
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    info: { port, driver: database.driver, ...seeded },
    cleanup: async () => {
      await stopJobs();
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const mode = process.argv[2] ?? 'app';
const started =
  mode === 'hello'
    ? { ...(await startHello()), cleanup: async () => undefined }
    : await startApp(mode === 'reference');
console.log(JSON.stringify(started.info));
process.on('SIGTERM', () => {
  void (async () => {
    await started.app.close();
    await started.cleanup();
    process.exit(0);
  })();
});
