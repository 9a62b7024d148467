/**
 * Admin payments list under load (not part of npm test):
 *   node bench/payments-list.mjs            PGlite, and PostgreSQL too when DATABASE_URL is set
 * 100,000 payments generated in SQL, then GET /api/payments with the screen's
 * filters under autocannon; prints req/s and p50/p99 per case, and EXPLAIN
 * ANALYZE of the list and count queries (which indexes they use).
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

function startServer(env = {}) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/payments-list.server.ts'], {
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout }).once('line', (line) => {
      const info = JSON.parse(line);
      resolve({
        info,
        base: `http://127.0.0.1:${info.port}`,
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

const run = (opts) =>
  new Promise((resolve, reject) =>
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))),
  );

async function benchDriver(label, env) {
  const server = await startServer(env);
  const { token, raffleId, seedMs, explain } = server.info;
  const cases = [
    ['page 1, no filter', '/api/payments'],
    ['status=pending', '/api/payments?status=pending'],
    ['raffle_id + status=completed', `/api/payments?raffle_id=${raffleId}&status=completed`],
    ['page 200, no filter', '/api/payments?page=200'],
    ['limit=100, status=completed', '/api/payments?status=completed&limit=100'],
  ];
  const rows = [];
  try {
    const headers = { authorization: `Bearer ${token}` };
    const check = await fetch(`${server.base}${cases[0][1]}`, { headers });
    const body = await check.json();
    if (check.status !== 200 || body.pagination.total < 100_000) {
      throw new Error(`unexpected answer ${check.status}: ${JSON.stringify(body).slice(0, 200)}`);
    }
    for (const [name, path] of cases) {
      await run({ url: `${server.base}${path}`, headers, connections: 2, duration: 1 }); // warm-up
      const r = await run({
        url: `${server.base}${path}`,
        headers,
        connections: CONNECTIONS,
        duration: DURATION,
      });
      rows.push({
        case: `${name} (${label})`,
        'req/s': Math.round(r.requests.average),
        p50_ms: r.latency.p50,
        p99_ms: r.latency.p99,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
      });
    }
  } finally {
    await server.stop();
  }
  return { rows, explain, seedMs, label };
}

async function withPostgres(work) {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const name = `rifas_bench_payments_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  try {
    return await work(dbUrl.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

const results = [await benchDriver('PGlite', {})];
const onPg = await withPostgres((url) => benchDriver('PostgreSQL', { DATABASE_URL: url }));
if (onPg) results.push(onPg);
else console.log('(DATABASE_URL not set: PostgreSQL run skipped)');

for (const { label, explain, seedMs } of results) {
  console.log(`\n=== ${label}: 100,000 payments generated in ${seedMs} ms; EXPLAIN ANALYZE ===`);
  for (const [name, plan] of Object.entries(explain)) console.log(`\n-- ${name}\n${plan}`);
}
console.log(`\nGET /api/payments, ${CONNECTIONS} connections, ${DURATION} s per case`);
console.table(results.flatMap((r) => r.rows));
