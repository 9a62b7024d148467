/**
 * The admin exports at 100,000 payments (not part of npm test):
 *   node bench/export.mjs            PGlite, and PostgreSQL too when DATABASE_URL is set
 * Seeds like bench/payments-list.mjs (its server), then downloads
 * GET /api/payments/export as CSV and XLSX, unfiltered and filtered, and the buyers of a
 * raffle with 100,000 numbers sold (GET /api/raffles/:id/buyers/export), and reports
 * the time to the last byte, the size, the rows, and the server's resident memory
 * (sampled every 20 ms from /proc) before (after a full collection) and at its peak
 * during the download.
 * Also the server's CPU time per download, which a loaded machine does not inflate.
 * Target (issue 13): 100,000 payments in under 5 s and under 100 MB.
 */
import { readFile } from 'node:fs/promises';
import { startBenchServer, withPostgres } from './lib.mjs';

const MB = 1024 * 1024;
// The bench server's node flags (bench/lib.mjs): --expose-gc lets download() collect first.
process.env.BENCH_NODE_ARGS = `${process.env.BENCH_NODE_ARGS ?? ''} --expose-gc`;

async function rssOf(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) * 1024;
}

/** The server's CPU time so far (user + system), in ms: a figure the machine's load does not inflate. */
async function cpuMsOf(pid) {
  const fields = (await readFile(`/proc/${pid}/stat`, 'utf8')).split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10; // clock ticks of 10 ms
}

async function download(server, path, headers) {
  // A full collection first (the server runs with --expose-gc): the growth measured is
  // this download's, not the garbage the previous one left for V8 to collect later.
  process.kill(server.pid, 'SIGUSR2');
  await new Promise((resolve) => setTimeout(resolve, 500));
  const before = await rssOf(server.pid);
  const cpuBefore = await cpuMsOf(server.pid);
  let peak = before;
  const sampler = setInterval(() => {
    rssOf(server.pid).then(
      (rss) => (peak = Math.max(peak, rss)),
      () => undefined,
    );
  }, 20);
  const started = performance.now();
  const res = await fetch(`${server.base}${path}`, { headers });
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  const firstByte = performance.now() - started;
  const bytes = Buffer.from(await res.arrayBuffer());
  const total = performance.now() - started;
  clearInterval(sampler);
  const cpu = (await cpuMsOf(server.pid)) - cpuBefore;
  return { bytes, firstByte, total, cpu, before, peak };
}

async function benchDriver(label, env) {
  const server = await startBenchServer('bench/payments-list.server.ts', [], env);
  const { token, raffleId, soldOutRaffleId } = server.info;
  const headers = { authorization: `Bearer ${token}` };
  const cases = [
    ['CSV, all', '/api/payments/export?format=csv'],
    ['XLSX, all', '/api/payments/export?format=xlsx'],
    ['CSV, status=pending', '/api/payments/export?format=csv&status=pending'],
    [
      'XLSX, raffle + search',
      `/api/payments/export?format=xlsx&raffle_id=${raffleId}&search=comprador`,
    ],
    ['buyers CSV, 100,000 numbers', `/api/raffles/${soldOutRaffleId}/buyers/export?format=csv`],
    ['buyers XLSX, 100,000 numbers', `/api/raffles/${soldOutRaffleId}/buyers/export?format=xlsx`],
  ];
  const rows = [];
  try {
    await download(server, '/api/payments/export?format=csv&status=failed', headers); // warm-up
    for (const [name, path] of cases) {
      const r = await download(server, path, headers);
      const lines = path.includes('format=csv')
        ? r.bytes.toString('utf8').split('\r\n').length - 2
        : null;
      rows.push({
        case: `${name} (${label})`,
        rows: lines ?? '(xlsx)',
        size_mb: +(r.bytes.length / MB).toFixed(1),
        first_byte_ms: Math.round(r.firstByte),
        total_ms: Math.round(r.total),
        server_cpu_ms: r.cpu,
        rss_before_mb: Math.round(r.before / MB),
        rss_peak_mb: Math.round(r.peak / MB),
        rss_growth_mb: Math.round((r.peak - r.before) / MB),
      });
    }
  } finally {
    await server.stop();
  }
  return rows;
}

// BENCH_SKIP_PGLITE=1: PostgreSQL only (seeding 100,000 rows in PGlite takes minutes).
const rows = process.env.BENCH_SKIP_PGLITE ? [] : await benchDriver('PGlite', {});
const onPg = await withPostgres('rifas_bench_export', (url) =>
  benchDriver('PostgreSQL', { DATABASE_URL: url }),
);
if (onPg) rows.push(...onPg);
else console.log('(DATABASE_URL not set: PostgreSQL run skipped)');
console.log('\nThe exports at 100,000 payments (and a raffle with 100,000 numbers sold)');
console.table(rows);
