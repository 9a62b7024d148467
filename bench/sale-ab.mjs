/**
 * The CPU of a sale, two checkouts stormed at the same time (issue 43):
 *   DATABASE_URL=… node bench/sale-ab.mjs <checkout A> <checkout B>
 * e.g. `node bench/sale-ab.mjs /tmp/before .` with /tmp/before an untouched copy of main
 * (`git archive main | tar -x -C /tmp/before`, its node_modules `cp -al`'d).
 * bench/sale-cpu.mjs runs one checkout after the other; on a shared host whose speed moves from
 * one minute to the next, the same checkout's figure moved by a third between its rounds, more
 * than most changes it was meant to show. Here both servers run `npm run bench`'s production
 * line (caps, challenge, key, hold + purchase; 100 buyers each) at once, each on its own
 * PostgreSQL database, so a slower minute slows both: the ratio B/A of their server CPU per
 * purchase is what each round reports. Rounds alternate which server starts first.
 * BENCH_SECONDS sets each measured storm (10), BENCH_WARMUP the warm-up storm (30, ADR 113),
 * BENCH_ROUNDS the rounds (4). Two servers and the storms share the host's cores: the figures are
 * for comparing, not for the capacity of one server.
 */
import { resolve } from 'node:path';
import { cpuSeconds, startBenchServer, withPostgres } from './lib.mjs';
import { saleStorm } from './storm.mjs';

if (!process.env.DATABASE_URL) throw new Error('bench/sale-ab.mjs needs DATABASE_URL');
const [A, B] = process.argv.slice(2).map((path) => resolve(path));
if (!A || !B) throw new Error('usage: node bench/sale-ab.mjs <checkout A> <checkout B>');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 30);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 4);
const BUYERS = 100;
const APP_SECRET = process.env.APP_SECRET ?? 'bench-secret-bench-secret-bench-secret-00';

/** A checkout's production server on a database of its own, for the length of `work`. */
const withServer = (checkout, work) =>
  withPostgres('rifas_sale_ab', async (url) => {
    const server = await startBenchServer(
      'bench/server.ts',
      ['app'],
      { DATABASE_URL: url },
      {
        cwd: checkout,
      },
    );
    server.nextNumber = 0;
    try {
      return await work(server);
    } finally {
      await server.stop();
    }
  });

/** One storm on one server: purchases sold and the server's CPU ms per purchase. */
async function storm(server, seconds) {
  let before = NaN;
  const r = await saleStorm(server, {
    buyers: BUYERS,
    seconds,
    appSecret: APP_SECRET,
    onStart: () => (before = cpuSeconds(server.pid)),
  });
  const cpu = cpuSeconds(server.pid) - before;
  return {
    sold: r.sold,
    ms: (cpu * 1000) / Math.max(1, r.sold),
    failed: r.errors + r.starved + (r.answered - r.sold),
  };
}

const ratios = [];
for (let round = 1; round <= ROUNDS; round += 1) {
  const first = round % 2 === 1 ? 'A' : 'B';
  const [one, two] = first === 'A' ? [A, B] : [B, A];
  const row = await withServer(one, (s1) =>
    withServer(two, async (s2) => {
      await Promise.all([storm(s1, WARMUP), storm(s2, WARMUP)]);
      const [r1, r2] = await Promise.all([storm(s1, SECONDS), storm(s2, SECONDS)]);
      return first === 'A' ? { a: r1, b: r2 } : { a: r2, b: r1 };
    }),
  );
  ratios.push(row.b.ms / row.a.ms);
  console.log(
    JSON.stringify({
      round,
      first,
      'A ms': row.a.ms.toFixed(3),
      'B ms': row.b.ms.toFixed(3),
      'B/A': (row.b.ms / row.a.ms).toFixed(3),
      sold: [row.a.sold, row.b.sold],
      failed: row.a.failed + row.b.failed,
    }),
  );
}
const sorted = [...ratios].sort((x, y) => x - y);
const median =
  (sorted[Math.floor((sorted.length - 1) / 2)] + sorted[Math.ceil((sorted.length - 1) / 2)]) / 2;
console.log(
  `B/A server CPU per purchase: median ${median.toFixed(3)} of ${ROUNDS} rounds (A ${A}, B ${B})`,
);
