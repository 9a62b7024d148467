/**
 * The purchase storm as production runs it (issue 25; docs/purchase-path.md): caps on,
 * the guest challenge on (solved before the run, as a phone solves it while the buyer
 * types), one address per buyer through TRUST_PROXY and X-Forwarded-For, and per
 * purchase the hold and then the purchase with an Idempotency-Key, as the SPA sends
 * them; optionally a receipt. The figures are the purchases' (the holds are not counted).
 */
import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import sharp from 'sharp';
import { buyerName, cpuSeconds, percentile, postgresCpuSeconds, runAutocannon } from './lib.mjs';

const boundary = '----rifasbench';

/**
 * A photo-like JPEG (blurred noise: its JPEG weighs what a phone photo's does) with
 * an EXIF orientation, so the server has to turn it.
 */
async function photo(width, height, { quality, sigma, orientation }) {
  const raw = await sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 120, g: 140, b: 160 },
      noise: { type: 'gaussian', mean: 128, sigma },
    },
  })
    .blur(0.6)
    .raw()
    .toBuffer();
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .jpeg({ quality })
    .withMetadata({ orientation })
    .toBuffer();
}

/** The two receipts: a browser-downscaled one (1600 px long side) and a raw 12-megapixel one. */
export async function makeReceipts() {
  const [downscaled, raw] = await Promise.all([
    photo(1200, 1600, { quality: 75, sigma: 15, orientation: 1 }),
    photo(4000, 3000, { quality: 90, sigma: 22, orientation: 6 }),
  ]);
  return { downscaled, raw };
}

/**
 * `count` solved challenges, each an X-Altcha value spent once. A phone fetches and
 * solves its challenge while the buyer types, before it sends: the bench mints them as
 * the server's GET /api/challenge does (modules/challenge/challenge.service.ts, the
 * same APP_SECRET) and solves each from its known counter, so 20,000 cost a second
 * instead of a minute of a shared CPU. The server verifies and spends each as it
 * would a phone's; a change in how it signs shows as 403s in the table.
 */
export async function presolve(appSecret, count) {
  const derive = (label) => createHmac('sha256', appSecret).update(label).digest('hex');
  const solved = [];
  for (let i = 0; i < count; i += 1) {
    const counter = randomInt(20, 101);
    const challenge = await createChallenge({
      algorithm: 'SHA-256',
      cost: 1,
      counter,
      deriveKey,
      expiresAt: new Date(Date.now() + 3_600_000),
      hmacSignatureSecret: derive('altcha-challenge'),
      hmacKeySignatureSecret: derive('altcha-key'),
    });
    const solution = await solveChallenge({ challenge, deriveKey, counterStart: counter });
    solved.push(Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'));
  }
  return solved;
}

let phones = 0;
/** A buyer's data: real buyers differ in every identity key the caps lock (ADR 040). */
function paymentOf(tag, methodId) {
  phones += 1;
  return {
    payment_method_id: methodId,
    customer_name: buyerName(tag),
    customer_email: `comprador${tag}@bench.test`,
    customer_phone: `0414${String(phones % 10_000_000).padStart(7, '0')}`,
    customer_id: `V-${tag}`,
    holder_id: `bench-${tag}`,
  };
}

/** The purchase's multipart body; with an image, as the SPA's FormData sends it. */
export function multipartBody(numbers, payment, image) {
  const field = (name, value) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  const head =
    field('numbers', JSON.stringify(numbers)) + field('payment', JSON.stringify(payment));
  if (!image) return `${head}--${boundary}--\r\n`;
  return Buffer.concat([
    Buffer.from(
      `${head}--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="pago.jpg"\r\n` +
        'Content-Type: image/jpeg\r\n\r\n',
    ),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

export const MULTIPART = `multipart/form-data; boundary=${boundary}`;

/** CPU seconds of the server's processes: one, or each instance behind a proxy (`pids`). */
const serverCpu = (server) =>
  (server.pids ?? [server.pid]).reduce((sum, pid) => sum + cpuSeconds(pid), 0);

/** Waits (up to a minute) until the server is idle: less than 5 % of a core over 250 ms. */
async function settle(server) {
  for (let i = 0; i < 240; i += 1) {
    const before = serverCpu(server);
    await new Promise((resolve) => setTimeout(resolve, 250));
    if (serverCpu(server) - before < 0.0125) return;
  }
}

let addresses = 0;
/** A new address (10.x.y.z), one per buyer. */
export const nextAddress = () => {
  addresses += 1;
  return `10.${(addresses >> 16) & 255}.${(addresses >> 8) & 255}.${addresses & 255}`;
};

/**
 * One storm: `connections` buyers, each holding the next free number and buying it,
 * again and again for `seconds`. `address()` gives each checkout's address;
 * `challenges` the pre-solved X-Altcha values (two per purchase). Returns the
 * purchases' figures and the server's CPU seconds spent meanwhile.
 */
export async function productionStorm(server, opts) {
  const { raffleId, methodId, connections, seconds, image = null, address, challenges } = opts;
  const purchaseLatencies = [];
  const statuses = {};
  let tags = 0;
  let starved = 0;
  const take = () => {
    const value = challenges.pop();
    if (value === undefined) starved += 1;
    return value ?? '';
  };
  const hold = {
    method: 'POST',
    path: `/api/raffles/${raffleId}/reserve`,
    setupRequest(req, context) {
      tags += 1;
      context.tag = `${process.pid}-${Date.now()}-${tags}`;
      context.number = server.nextNumber++;
      context.address = address();
      return {
        ...req,
        headers: {
          'content-type': 'application/json',
          'x-forwarded-for': context.address,
          'x-altcha': take(),
        },
        body: JSON.stringify({ numbers: [context.number], customer_id: `bench-${context.tag}` }),
      };
    },
    onResponse(status) {
      if (status !== 200) statuses[`hold ${status}`] = (statuses[`hold ${status}`] ?? 0) + 1;
    },
  };
  const purchase = {
    method: 'POST',
    path: `/api/raffles/${raffleId}/purchase`,
    setupRequest(req, context) {
      context.sentAt = performance.now();
      return {
        ...req,
        headers: {
          'content-type': MULTIPART,
          'x-forwarded-for': context.address,
          'x-altcha': take(),
          'idempotency-key': `bench-${context.tag}`,
        },
        body: multipartBody([context.number], paymentOf(context.tag, methodId), image),
      };
    },
    onResponse(status, _body, context) {
      if (context.sentAt === undefined) return;
      purchaseLatencies.push(performance.now() - context.sentAt);
      statuses[status] = (statuses[status] ?? 0) + 1;
    },
  };
  const cpuBefore = { node: serverCpu(server), pg: postgresCpuSeconds() };
  const startedAt = performance.now();
  const r = await runAutocannon({
    url: server.base,
    connections,
    duration: seconds,
    // A purchase that waits longer than autocannon's 10 s is measured, not dropped.
    timeout: 120,
    requests: [hold, purchase],
  });
  const elapsed = (performance.now() - startedAt) / 1000;
  const cpu = {
    node: serverCpu(server) - cpuBefore.node,
    pg: postgresCpuSeconds() - cpuBefore.pg,
  };
  // Requests still running when the run ended finish before the next run starts.
  await settle(server);
  const sold = statuses[201] ?? 0;
  purchaseLatencies.sort((a, b) => a - b);
  return {
    sold,
    perSecond: sold / elapsed,
    p50: Math.round(percentile(purchaseLatencies, 0.5)),
    p99: Math.round(percentile(purchaseLatencies, 0.99)),
    answered: purchaseLatencies.length,
    statuses,
    errors: r.errors + r.timeouts,
    starved,
    cpu,
  };
}

/**
 * `productionStorm` as the sale benches run it: `buyers` at once on the server's purchase raffle,
 * a new address per checkout, and two challenges a sale for up to 400 purchases a second.
 * `onStart` runs once those are solved, as the storm starts (a bench's CPU reading).
 */
export async function saleStorm(server, { buyers, seconds, appSecret, onStart = () => {} }) {
  const challenges = await presolve(appSecret, Math.ceil(2 * 400 * seconds) + 4 * buyers);
  onStart();
  return productionStorm(server, {
    raffleId: server.info.purchaseRaffleId,
    methodId: server.info.methodId,
    connections: buyers,
    seconds,
    address: nextAddress,
    challenges,
  });
}
