/**
 * The CPU of a sale, two checkouts compared in one run (ADR 087):
 *   node bench/sale-cpu.mjs [<checkout> ...]      (default: this one)
 * e.g. `node bench/sale-cpu.mjs /tmp/before .` with /tmp/before an untouched copy of
 * main (`git archive main | tar -x -C /tmp/before`, its node_modules `cp -al`'d).
 * Each round runs, for each checkout in turn, `npm run bench`'s production line
 * (bench/production.mjs: caps on, challenge, key, hold + purchase, 200 buyers)
 * after a warm-up, on PGlite and, when DATABASE_URL is set, on PostgreSQL. The
 * yardsticks are timed in the same run: the server CPU of a bare Fastify request
 * (bench/server.ts hello) and the PostgreSQL CPU of a `pgbench -N` transaction, so
 * each figure also reads in units that do not move with the host.
 * PostgreSQL CPU is every postgres process of the machine (bench/lib.mjs), so
 * another load on the same server shows in it: compare the rounds.
 * BENCH_SECONDS sets each run's length (10), BENCH_ROUNDS the rounds (2),
 * BENCH_DBS the databases (`pglite,postgres`).
 */
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import {
  cpuSeconds,
  postgresCpuSeconds,
  runAutocannon,
  startBenchServer,
  withPostgres,
} from './lib.mjs';
import { nextAddress, presolve, productionStorm } from './storm.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const DBS = new Set((process.env.BENCH_DBS ?? 'pglite,postgres').split(','));
const BUYERS = 200;
const APP_SECRET = process.env.APP_SECRET ?? 'bench-secret-bench-secret-bench-secret-00';
const checkouts = (process.argv.length > 2 ? process.argv.slice(2) : ['.']).map((p) =>
  resolve(p),
);

const perUnit = (seconds, count) => (seconds * 1000) / Math.max(1, count);

/** Server CPU (ms) of one bare Fastify request, 50 connections, after a warm-up. */
async function helloCpu() {
  const hello = await startBenchServer('bench/server.ts', ['hello']);
  try {
    await runAutocannon({ url: hello.base, connections: 50, duration: 2 });
    const before = cpuSeconds(hello.pid);
    const r = await runAutocannon({ url: hello.base, connections: 50, duration: SECONDS });
    return perUnit(cpuSeconds(hello.pid) - before, r.requests.total);
  } finally {
    await hello.stop();
  }
}

/** PostgreSQL CPU (ms) of one `pgbench -N` transaction (scale 1, 4 clients), after a warm-up. */
async function pgbenchCpu() {
  return withPostgres('rifas_pgbench', async (url) => {
    execFileSync('pgbench', ['-i', '-q', '-s', '1', url], { stdio: 'ignore' });
    const run = (seconds) =>
      execFileSync('pgbench', ['-N', '-c', '4', '-j', '2', '-T', String(seconds), url], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    run(2);
    const before = postgresCpuSeconds();
    const out = run(SECONDS);
    const done = Number(/transactions actually processed: (\d+)/.exec(out)?.[1] ?? 0);
    return perUnit(postgresCpuSeconds() - before, done);
  });
}

/** One checkout's production line: a fresh server, a warm-up storm, then the measured one. */
async function productionCpu(checkout, env) {
  const server = await startBenchServer('bench/server.ts', ['app'], env, { cwd: checkout });
  try {
    const { purchaseRaffleId: raffleId, methodId } = server.info;
    server.nextNumber = 0;
    const storm = async (connections, seconds, challengeCount) =>
      productionStorm(server, {
        raffleId,
        methodId,
        connections,
        seconds,
        address: nextAddress,
        challenges: await presolve(APP_SECRET, challengeCount),
      });
    const warm = await storm(20, 2, 4000);
    const r = await storm(
      BUYERS,
      SECONDS,
      Math.ceil(2 * Math.max(200, warm.perSecond * 2) * SECONDS * 1.4) + 4 * BUYERS,
    );
    const failed = r.errors + r.starved + (r.answered - r.sold);
    return {
      sold: r.sold,
      perSecond: Math.round(r.perSecond),
      server: perUnit(r.cpu.node, r.sold),
      pg: env.DATABASE_URL ? perUnit(r.cpu.pg, r.sold) : NaN,
      failed,
      statuses: r.statuses,
    };
  } finally {
    await server.stop();
  }
}

const rows = [];
const yardsticks = { hello: await helloCpu(), pgbench: DBS.has('postgres') ? await pgbenchCpu() : null };
console.log(JSON.stringify({ yardsticks }));
const fixed = (value, digits = 2) => (Number.isNaN(value) ? '' : value.toFixed(digits));
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const db of ['pglite', 'postgres'].filter((name) => DBS.has(name))) {
    for (const checkout of checkouts) {
      const r =
        db === 'pglite'
          ? await productionCpu(checkout, {})
          : await withPostgres('rifas_sale_cpu', (url) =>
              productionCpu(checkout, { DATABASE_URL: url }),
            );
      if (!r) continue;
      const entry = {
        round,
        db,
        checkout,
        'purchases/s': r.perSecond,
        sold: r.sold,
        failed: r.failed,
        'server ms': fixed(r.server),
        'server × hello': fixed(r.server / yardsticks.hello, 1),
        'PostgreSQL ms': fixed(r.pg),
        'PostgreSQL × pgbench -N': yardsticks.pgbench ? fixed(r.pg / yardsticks.pgbench, 1) : '',
      };
      rows.push(entry);
      console.log(JSON.stringify({ ...entry, statuses: r.statuses }));
    }
  }
}
console.log(
  `\nYardsticks: bare Fastify request ${fixed(yardsticks.hello, 3)} ms of server CPU` +
    (yardsticks.pgbench ? `, pgbench -N transaction ${fixed(yardsticks.pgbench, 3)} ms of PostgreSQL CPU` : ''),
);
console.table(rows);
