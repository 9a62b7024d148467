/**
 * Benchmarks (not part of npm test): `npm run bench`.
 *   1. Purchases/s and latency with 200 concurrent buyers, on PGlite and, when
 *      DATABASE_URL is set, on PostgreSQL (a throw-away database).
 *   2. GET /numbers payload sizes, plain vs bitmap, raw and gzip, for a
 *      10,000-number raffle half sold (the bitmap must stay ≤ 4 KB gzip).
 *   3. GET /raffles/active req/s next to a bare Fastify hello-world.
 * Each server runs in its own process; autocannon drives it from this one.
 */
import { gzipSync } from 'node:zlib';
import { runAutocannon, startBenchServer, withPostgres } from './lib.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const BUYERS = 200;

function summary(result) {
  return {
    'req/s': Math.round(result.requests.average),
    p50_ms: result.latency.p50,
    p99_ms: result.latency.p99,
    requests: result.requests.total,
    '2xx': result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Every request buys the next two free numbers, as a multipart form like the SPA's. */
async function benchPurchases(label, env) {
  const server = await startBenchServer('bench/server.ts', ['app'], env);
  const { purchaseRaffleId, methodId } = server.info;
  let next = 0;
  const boundary = '----rifasbench';
  const form = (fields) =>
    Object.entries(fields)
      .map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      )
      .join('') + `--${boundary}--\r\n`;
  const request = {
    method: 'POST',
    path: `/api/raffles/${purchaseRaffleId}/purchase`,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    setupRequest(req) {
      const first = next;
      next += 2;
      const payment = {
        payment_method_id: methodId,
        customer_name: `Comprador ${first}`,
        customer_email: `comprador${first}@bench.test`,
        customer_phone: '04140000000',
        customer_id: `V-${first}`,
        holder_id: `bench-${first}`,
      };
      return {
        ...req,
        body: form({
          numbers: JSON.stringify([first, first + 1]),
          payment: JSON.stringify(payment),
        }),
      };
    },
  };
  try {
    await runAutocannon({ url: server.base, connections: 20, duration: 2, requests: [request] }); // warm-up
    const result = await runAutocannon({
      url: server.base,
      connections: BUYERS,
      duration: DURATION,
      requests: [request],
    });
    return { label, ...summary(result) };
  } finally {
    await server.stop();
  }
}

async function benchSizes() {
  const server = await startBenchServer('bench/server.ts', ['app']);
  try {
    const sizes = {};
    for (const format of ['plain', 'bitmap']) {
      const res = await fetch(
        `${server.base}/api/raffles/${server.info.halfSoldRaffleId}/numbers?format=${format}`,
      );
      const body = Buffer.from(await res.arrayBuffer());
      sizes[format] = { raw_bytes: body.length, gzip_bytes: gzipSync(body).length };
    }
    return sizes;
  } finally {
    await server.stop();
  }
}

async function benchReads() {
  const results = [];
  const app = await startBenchServer('bench/server.ts', ['app']);
  try {
    const r = await runAutocannon({
      url: `${app.base}/api/raffles/active`,
      connections: 50,
      duration: DURATION,
    });
    results.push({ label: 'GET /api/raffles/active (PGlite)', ...summary(r) });
  } finally {
    await app.stop();
  }
  const hello = await startBenchServer('bench/server.ts', ['hello']);
  try {
    const r = await runAutocannon({ url: hello.base, connections: 50, duration: DURATION });
    results.push({ label: 'bare Fastify hello-world', ...summary(r) });
  } finally {
    await hello.stop();
  }
  return results;
}

const purchases = [await benchPurchases('purchase, PGlite')];
const onPg = await withPostgres('rifas_bench', (url) =>
  benchPurchases('purchase, PostgreSQL', { DATABASE_URL: url }),
);
if (onPg) purchases.push(onPg);
else console.log('(DATABASE_URL not set: PostgreSQL purchase run skipped)');
const sizes = await benchSizes();
const reads = await benchReads();

console.log(`\nPurchases, ${BUYERS} concurrent buyers, ${DURATION} s, 2 numbers each`);
console.table(purchases);
console.log('GET /raffles/:id/numbers, 10,000 numbers, half sold at random');
console.table(sizes);
console.log(`Reads, 50 connections, ${DURATION} s`);
console.table(reads);
const ok = sizes.bitmap.gzip_bytes <= 4096;
console.log(
  `Bitmap gzip ${sizes.bitmap.gzip_bytes} B ${ok ? '≤' : '>'} 4096 B: ${ok ? 'OK' : 'TOO LARGE'}`,
);
console.log(JSON.stringify({ purchases, sizes, reads }));
if (!ok) process.exitCode = 1;
