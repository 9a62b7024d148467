/**
 * Where one server's CPU per purchase goes over time (issue 43):
 *   [DATABASE_URL=…] node bench/sale-threads.mjs [<checkout>]      (default: this one)
 * One server on a fresh database (PGlite without DATABASE_URL), warmed with `npm run bench`'s
 * production line (caps, challenge, key, hold + purchase) for BENCH_WARMUP seconds (8), then
 * BENCH_ROUNDS storms (4) of BENCH_SECONDS (10) one after the other, BENCH_BUYERS (100) at once.
 * Each round prints the server's user and system CPU per purchase, its main thread's, and the
 * rest of its threads' (V8's compiler and garbage-collector helpers, libuv's pool), read from
 * /proc. A CPU profile cannot tell these apart: it samples wall time, so time preempted inside a
 * system call reads as that call's. Each round counts until the server is idle again
 * (productionStorm waits), so the requests still running when it ended and the outbox's e-mails
 * of its purchases are in it. Consecutive rounds show how long the server takes to settle after
 * a warm-up.
 */
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { startBenchServer, statFields, withPostgres } from './lib.mjs';
import { saleStorm } from './storm.mjs';

const checkout = resolve(process.argv[2] ?? '.');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 100);
const APP_SECRET = process.env.APP_SECRET ?? 'bench-secret-bench-secret-bench-secret-00';

/** Each thread of `pid`: its user and system CPU so far, in clock ticks (1/100 s). */
function threads(pid) {
  const read = (task) => {
    const [user, system] = statFields(`${pid}/task/${task}`).slice(11, 13).map(Number);
    return [task, { user, system }];
  };
  return new Map(readdirSync(`/proc/${pid}/task`).map(read));
}

/** What the threads spent between two readings, as ms per purchase. */
function spent(pid, before, after, sold) {
  const ms = (ticks) => ((ticks * 10) / Math.max(1, sold)).toFixed(3);
  let user = 0;
  let system = 0;
  let main = 0;
  for (const [task, now] of after) {
    const then = before.get(task) ?? { user: 0, system: 0 };
    const [u, s] = [now.user - then.user, now.system - then.system];
    user += u;
    system += s;
    if (task === String(pid)) main = u + s;
  }
  return { user: ms(user), system: ms(system), main: ms(main), others: ms(user + system - main) };
}

async function run(databaseUrl) {
  const env = databaseUrl ? { DATABASE_URL: databaseUrl } : {};
  const server = await startBenchServer('bench/server.ts', ['app'], env, { cwd: checkout });
  server.nextNumber = 0;
  const storm = (seconds) => saleStorm(server, { buyers: BUYERS, seconds, appSecret: APP_SECRET });
  try {
    await storm(WARMUP);
    for (let round = 1; round <= ROUNDS; round += 1) {
      const before = threads(server.pid);
      const r = await storm(SECONDS);
      const ms = spent(server.pid, before, threads(server.pid), r.sold);
      const failed = r.errors + r.starved + (r.answered - r.sold);
      console.log(JSON.stringify({ round, sold: r.sold, failed, 'ms per purchase': ms }));
    }
  } finally {
    await server.stop();
  }
}

if (process.env.DATABASE_URL) await withPostgres('rifas_sale_threads', run);
else await run(null);
