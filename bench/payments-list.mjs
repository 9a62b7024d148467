/**
 * Admin payments list under load (not part of npm test):
 *   node bench/payments-list.mjs            PGlite, and PostgreSQL too when DATABASE_URL is set
 *   (BENCH_SKIP_PGLITE=1: PostgreSQL only)
 * 100,000 payments generated in SQL, then GET /api/payments with the screen's
 * filters under autocannon; prints req/s and p50/p99 per case, and EXPLAIN
 * ANALYZE of the list and count queries (which indexes they use).
 */
import { runAutocannon, startBenchServer, withPostgres } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

async function benchDriver(label, env) {
  const server = await startBenchServer('bench/payments-list.server.ts', [], env);
  const { token, raffleId, seedMs, explain } = server.info;
  const cases = [
    ['page 1, no filter', '/api/payments'],
    ['status=pending', '/api/payments?status=pending'],
    ['raffle_id + status=completed', `/api/payments?raffle_id=${raffleId}&status=completed`],
    ['page 200, no filter', '/api/payments?page=200'],
    ['limit=100, status=completed', '/api/payments?status=completed&limit=100'],
    ['search cédula V-12.345', '/api/payments?search=V-12.345'],
    ['search phone 0414-001.23.45', '/api/payments?search=0414-001.23.45'],
    ['search e-mail comprador777@', '/api/payments?search=comprador777%40'],
    ['search reference REF-4242', '/api/payments?search=REF-4242'],
    ['search cédula digits 12345', '/api/payments?search=12345'],
    ['search name, no accents "jose nunez 4200"', '/api/payments?search=jose%20nunez%204200'],
    ['search name, accents "Núñez"', `/api/payments?search=${encodeURIComponent('Núñez')}`],
    ['search reference + status=pending', '/api/payments?search=REF-4242&status=pending'],
    ['search no match', '/api/payments?search=zzzz'],
    ['search broad "comprador" + status=pending', '/api/payments?search=comprador&status=pending'],
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
      await runAutocannon({ url: `${server.base}${path}`, headers, connections: 2, duration: 1 }); // warm-up
      const r = await runAutocannon({
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

// BENCH_SKIP_PGLITE=1: PostgreSQL only (seeding 100,000 rows in PGlite takes minutes).
const results = process.env.BENCH_SKIP_PGLITE ? [] : [await benchDriver('PGlite', {})];
const onPg = await withPostgres('rifas_bench_payments', (url) =>
  benchDriver('PostgreSQL', { DATABASE_URL: url }),
);
if (onPg) results.push(onPg);
else console.log('(DATABASE_URL not set: PostgreSQL run skipped)');

for (const { label, explain, seedMs } of results) {
  console.log(`\n=== ${label}: 100,000 payments generated in ${seedMs} ms; EXPLAIN ANALYZE ===`);
  for (const [name, plan] of Object.entries(explain)) console.log(`\n-- ${name}\n${plan}`);
}
console.log(`\nGET /api/payments, ${CONNECTIONS} connections, ${DURATION} s per case`);
console.table(results.flatMap((r) => r.rows));
