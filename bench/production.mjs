/**
 * The production cases of `npm run bench` (bench/run.mjs), on a server with
 * production's defaults (bench/server.ts app): the purchase storm without a
 * receipt, with a browser-downscaled one, with a raw 12-megapixel photo, a burst of
 * raw photos beside buyers without one, and 50 buyers behind one address (CGNAT).
 * Each row gives the server's CPU per purchase; the receipt rows also the CPU per
 * receipt (their CPU per purchase less the storm's without one).
 */
import { makeReceipts, nextAddress, presolve, productionStorm } from './storm.mjs';

const APP_SECRET = process.env.APP_SECRET ?? 'bench-secret-bench-secret-bench-secret-00';
// Raw photos cost the most: 20 buyers at once keep the server busy, fewer pile no backlog
// onto the next run (the server finishes what it was sent after each run ends).
const RAW_BUYERS = 20;
const BURST_RAW_BUYERS = RAW_BUYERS;
const CGNAT_BUYERS = 50;

const ms = (seconds, count) => (seconds * 1000) / Math.max(1, count);

/** Enough challenges for a run at `perSecond` (two a purchase: hold and purchase), with room. */
const challengesFor = (perSecond, seconds, buyers) =>
  presolve(APP_SECRET, Math.ceil(2 * perSecond * seconds * 1.4) + 4 * buyers);

export async function benchProduction(server, { seconds, buyers, targets }) {
  const { purchaseRaffleId: raffleId, methodId } = server.info;
  server.nextNumber = 0;
  const receipts = await makeReceipts();
  const storm = async (connections, opts, rate) =>
    productionStorm(server, {
      raffleId,
      methodId,
      connections,
      seconds,
      address: nextAddress,
      challenges: await challengesFor(rate, opts.seconds ?? seconds, connections),
      ...opts,
    });
  const rows = [];
  const failures = [];
  const line = (what, r, notes, checks = [], { cpu = true } = {}) => {
    const perPurchase = `CPU per purchase: server ${ms(r.cpu.node, r.sold).toFixed(2)} ms${
      r.cpu.pg > 0 ? `, PostgreSQL ${ms(r.cpu.pg, r.sold).toFixed(2)} ms` : ''
    }`;
    const other = Object.entries(r.statuses).filter(([status]) => status !== '201');
    const failed = checks.filter(([ok]) => !ok).map(([, text]) => text);
    const entry = {
      what,
      'req/s': Math.round(r.perSecond),
      p50_ms: r.p50,
      p99_ms: r.p99,
      '2xx': r.sold,
      '5xx': other
        .filter(([status]) => /^(hold )?5/.test(status))
        .reduce((sum, [, count]) => sum + count, 0),
      errors: r.errors + other.reduce((sum, [, count]) => sum + count, 0),
      note: [
        ...(cpu ? [perPurchase] : []),
        ...notes,
        ...(other.length > 0 ? [`other answers ${JSON.stringify(Object.fromEntries(other))}`] : []),
        ...(r.starved > 0 ? [`${r.starved} requests without a challenge (pool ran out)`] : []),
        ...(failed.length > 0 ? [`BELOW TARGET (${failed.join(', ')})`] : []),
      ].join('; '),
    };
    rows.push(entry);
    // As it comes: a long run stopped midway still shows what it measured.
    console.log(JSON.stringify(entry));
    if (failed.length > 0) failures.push(what);
  };

  // Warm-up (JIT, pools, prepared statements), which also sizes the first run's challenges.
  const warm = await storm(20, { seconds: 2 }, 1000);
  const plain = await storm(buyers, {}, Math.max(200, warm.perSecond * 2));
  const plainCpu = ms(plain.cpu.node, plain.sold);
  line(
    `production: caps on, challenge, key, hold + purchase, ${buyers} buyers`,
    plain,
    [],
    [
      [plain.perSecond >= targets.perSecond, `≥ ${targets.perSecond}/s`],
      [plain.p99 <= targets.p99, `p99 ≤ ${targets.p99} ms`],
      [plain.errors === 0 && plain.sold === plain.answered, 'no errors'],
    ],
  );

  const receiptRun = async (what, connections, image, cpuTarget, extraChecks) => {
    const r = await storm(connections, { image }, Math.max(50, plain.perSecond));
    // Only when both runs sold: a run that sold nothing has no CPU per purchase.
    const perReceipt = r.sold > 0 && plain.sold > 0 ? ms(r.cpu.node, r.sold) - plainCpu : NaN;
    line(
      what,
      r,
      [`CPU per receipt ${Number.isNaN(perReceipt) ? 'n/a' : `${perReceipt.toFixed(1)} ms`}`],
      [
        [perReceipt <= cpuTarget, `CPU per receipt ≤ ${cpuTarget} ms`],
        [r.errors === 0 && r.sold === r.answered, '0 errors'],
        ...extraChecks(r),
      ],
    );
  };
  await receiptRun(
    `production + receipt 1600 px, ${Math.round(receipts.downscaled.length / 1024)} KB, ${buyers} buyers`,
    buyers,
    receipts.downscaled,
    20,
    (r) => [
      [r.perSecond >= targets.receiptPerSecond, `≥ ${targets.receiptPerSecond}/s`],
      ...(targets.receiptP99
        ? [[r.p99 <= targets.receiptP99, `p99 ≤ ${targets.receiptP99} ms`]]
        : []),
      [r.perSecond >= 0.25 * plain.perSecond, '≥ 0.25× production'],
    ],
  );
  await receiptRun(
    `production + raw 12 MP photo, ${(receipts.raw.length / 1024 / 1024).toFixed(1)} MB, EXIF-rotated, ${RAW_BUYERS} buyers`,
    RAW_BUYERS,
    receipts.raw,
    150,
    () => [],
  );

  // A burst of raw photos arriving with buyers without one: those wait ≤ 2× their p99 alone.
  const [burstPlain, burstRaw] = await Promise.all([
    storm(buyers - BURST_RAW_BUYERS, {}, plain.perSecond),
    storm(BURST_RAW_BUYERS, { image: receipts.raw }, 20),
  ]);
  const delay = plain.sold > 0 && burstPlain.sold > 0 ? burstPlain.p99 / plain.p99 : NaN;
  line(
    `… without receipt, beside ${BURST_RAW_BUYERS} buyers sending raw photos`,
    burstPlain,
    [`p99 ${Number.isNaN(delay) ? 'n/a' : delay.toFixed(1)}× the storm's without receipts`],
    [[delay <= 2, 'p99 ≤ 2× production']],
    { cpu: false },
  );
  line(`… the ${BURST_RAW_BUYERS} raw photos of that burst`, burstRaw, [], [], { cpu: false });

  const cgnatAddress = nextAddress();
  const cgnat = await storm(
    CGNAT_BUYERS,
    { address: () => cgnatAddress },
    Math.max(100, plain.perSecond),
  );
  line(
    `production, CGNAT: ${CGNAT_BUYERS} buyers on one address`,
    cgnat,
    [],
    [[cgnat.errors === 0 && cgnat.sold === cgnat.answered, 'no errors']],
  );
  return { rows, failures, perSecond: plain.perSecond };
}
