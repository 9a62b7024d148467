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
 * BENCH_SECONDS sets each run's length (10), BENCH_WARMUP the warm-up's (30), BENCH_ROUNDS the
 * rounds (3), BENCH_BUYERS the buyers at once (200), BENCH_DBS the databases (`pglite,postgres`).
 * The warm-up runs the same storm as the measured run: after a 2-second one V8 was still
 * compiling the sale's code during the measured run (its compiler threads were 12 % of the
 * server's CPU), and one checkout's figures moved by a third between two rounds; after an
 * 8-second one, TurboFan took about a fifth of the next 10 s's CPU per purchase (ADR 113).
 * Each checkout's median of the rounds closes the report, then, for two checkouts, each round's
 * ratio of the last to the first and their median.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { resolve } from 'node:path';
import {
  cpuSeconds,
  postgresCpuSeconds,
  postgresPids,
  runAutocannon,
  startBenchServer,
  withPostgres,
} from './lib.mjs';
import { nextAddress, presolve, productionStorm } from './storm.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const DBS = new Set((process.env.BENCH_DBS ?? 'pglite,postgres').split(','));
/** The databases of this run, in the order each round runs them. */
const dbs = ['pglite', 'postgres'].filter((name) => DBS.has(name));
// 200 as `npm run bench`; fewer on a saturated host, where the work of the requests still in
// flight when a run ends (up to one hold or purchase per buyer) would weigh on a few sales.
const BUYERS = Number(process.env.BENCH_BUYERS ?? 200);
const APP_SECRET = process.env.APP_SECRET ?? 'bench-secret-bench-secret-bench-secret-00';
const checkouts = (process.argv.length > 2 ? process.argv.slice(2) : ['.']).map((p) => resolve(p));

/**
 * CPU seconds of the backends serving one database, sampled every 100 ms until stop(): less
 * noisy than the whole server's on a shared machine (no other database's load), though it
 * leaves out the server's own processes (WAL writer, checkpointer) and a backend's last
 * 100 ms when it ends before stop().
 */
function databaseCpu(name) {
  const seen = new Map();
  const sample = (born) => {
    for (const pid of postgresPids()) {
      let cmdline;
      try {
        cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
      } catch {
        continue;
      }
      if (!cmdline.includes(` ${name} `)) continue;
      const cpu = cpuSeconds(pid);
      if (Number.isNaN(cpu)) continue;
      const known = seen.get(pid);
      if (known) known.last = cpu;
      else seen.set(pid, { first: born ? 0 : cpu, last: cpu });
    }
  };
  sample(false);
  const timer = setInterval(() => sample(true), 100);
  return () => {
    clearInterval(timer);
    sample(true);
    return [...seen.values()].reduce((sum, { first, last }) => sum + last - first, 0);
  };
}

const databaseOf = (url) => new URL(url).pathname.slice(1);

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
    const run = async (...args) => (await promisify(execFile)('pgbench', [...args, url])).stdout;
    await run('-i', '-q', '-s', '1');
    const pgbench = (seconds) => run('-N', '-c', '4', '-j', '2', '-T', String(seconds));
    await pgbench(2);
    const before = postgresCpuSeconds();
    const stop = databaseCpu(databaseOf(url));
    const out = await pgbench(SECONDS);
    const own = stop();
    const done = Number(/transactions actually processed: (\d+)/.exec(out)?.[1] ?? 0);
    return { all: perUnit(postgresCpuSeconds() - before, done), own: perUnit(own, done) };
  });
}

/** One checkout's production line: a fresh server, a warm-up storm, then the measured one. */
async function productionCpu(checkout, env) {
  const server = await startBenchServer('bench/server.ts', ['app'], env, { cwd: checkout });
  try {
    const { purchaseRaffleId: raffleId, methodId } = server.info;
    server.nextNumber = 0;
    const storm = async (connections, seconds, challengeCount) => {
      const challenges = await presolve(APP_SECRET, challengeCount);
      const stop = env.DATABASE_URL ? databaseCpu(databaseOf(env.DATABASE_URL)) : () => NaN;
      const r = await productionStorm(server, {
        raffleId,
        methodId,
        connections,
        seconds,
        address: nextAddress,
        challenges,
      });
      return { ...r, own: stop() };
    };
    // Two challenges a sale, for a rate up to 400 purchases/s; the warm-up tells the measured run's.
    const warm = await storm(BUYERS, WARMUP, Math.ceil(2 * 400 * WARMUP) + 4 * BUYERS);
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
      pgOwn: perUnit(r.own, r.sold),
      failed,
      statuses: r.statuses,
    };
  } finally {
    await server.stop();
  }
}

const rows = [];
const yardsticks = {
  hello: await helloCpu(),
  pgbench: DBS.has('postgres') ? await pgbenchCpu() : null,
};
console.log(JSON.stringify({ yardsticks }));
const fixed = (value, digits = 2) => (Number.isNaN(value) ? '' : value.toFixed(digits));
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const db of dbs) {
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
        'PostgreSQL × pgbench -N': yardsticks.pgbench
          ? fixed(r.pg / yardsticks.pgbench.all, 1)
          : '',
        'its backends ms': fixed(r.pgOwn),
        'its backends × pgbench -N': yardsticks.pgbench
          ? fixed(r.pgOwn / yardsticks.pgbench.own, 1)
          : '',
      };
      rows.push(entry);
      console.log(JSON.stringify({ ...entry, statuses: r.statuses }));
    }
  }
}
console.log(
  `\nYardsticks: bare Fastify request ${fixed(yardsticks.hello, 3)} ms of server CPU` +
    (yardsticks.pgbench
      ? `, pgbench -N transaction ${fixed(yardsticks.pgbench.all, 3)} ms of PostgreSQL CPU ` +
        `(${fixed(yardsticks.pgbench.own, 3)} ms in its backends)`
      : ''),
);
console.table(rows);

const median = (values) => {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const medians = [];
for (const db of dbs) {
  for (const checkout of checkouts) {
    const own = rows.filter((row) => row.db === db && row.checkout === checkout);
    const of = (key) => fixed(median(own.map((row) => Number(row[key] || NaN))));
    medians.push({
      db,
      checkout,
      'server ms': of('server ms'),
      'PostgreSQL ms': of('PostgreSQL ms'),
      'its backends ms': of('its backends ms'),
    });
  }
}
console.log(`\nMedians of ${ROUNDS} rounds:`);
console.table(medians);

// A round's two checkouts ran minutes apart on the same host: their ratio moves less than either
// figure, and the rounds' ratios show how far the host's noise reaches.
if (checkouts.length > 1) {
  const [first, last] = [checkouts[0], checkouts.at(-1)];
  const ratios = [];
  for (const db of dbs) {
    for (const key of ['server ms', 'PostgreSQL ms']) {
      const perRound = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        const of = (checkout) =>
          Number(
            rows.find((r) => r.round === round && r.db === db && r.checkout === checkout)?.[key] ||
              NaN,
          );
        perRound.push(of(last) / of(first));
      }
      if (perRound.every(Number.isNaN)) continue;
      ratios.push({
        db,
        line: key,
        rounds: perRound.map((v) => fixed(v, 3)).join(', '),
        median: fixed(median(perRound), 3),
      });
    }
  }
  console.log(`\n${last} ÷ ${first}, round by round:`);
  console.table(ratios);
}
