/**
 * The receipt fingerprint's measurements (ADR 078, ADR 092; not part of npm test):
 *   npm run bench:fingerprints     500 distinct receipts (COUNT=…), copies of the first 100
 *                                  (COPIES_OF=…), then a layout of 10,000 (LARGE=…)
 * Renders COUNT distinct receipts of one bank-app layout (apps/api/src/test/receipt-corpus.ts)
 * and its re-sent copies (re-encoded, resized, cropped, another status bar), and sends each
 * through the path the job runs (compareWithLayout) against a real database, in order: the
 * distinct ones must match nothing, every copy its original. Prints, per transformation, the
 * pHash and detail distances of the copies to their originals, the same distances between
 * distinct receipts, and what one receipt costs (CPU, rows read) at COUNT and at LARGE stored
 * receipts of the layout (made up by splicing the rendered ones' fields).
 * BENCH_DBS=pglite,postgres (DATABASE_URL) measures the large layout on both.
 */
import { cpus } from 'node:os';
import { fingerprintReceipt, hammingDistance } from '../apps/api/src/lib/receipt-fingerprint';
import { detailDistance, prepareDetail } from '../apps/api/src/lib/receipt-compare';
import { PHASH_CANDIDATE_BITS, RECEIPT_MATCH_DISTANCE } from '../apps/api/src/lib/receipt-match';
import {
  describeTransform,
  receiptFields,
  renderReceipt,
  TRANSFORMS,
  transformReceipt,
} from '../apps/api/src/test/receipt-corpus';
import {
  allRows,
  arrive,
  insertRows,
  openStore,
  placedRows,
  splicedReceipts,
  type Arrival,
} from './receipt-fingerprints-store';

const COUNT = Number(process.env.COUNT ?? 500);
const COPIES_OF = Math.min(COUNT, Number(process.env.COPIES_OF ?? 100));
const LARGE = Number(process.env.LARGE ?? 10_000);
const PROBES = Number(process.env.PROBES ?? 40);
const DBS = (process.env.BENCH_DBS ?? 'pglite').split(',') as ('pglite' | 'postgres')[];

type Stats = { min: number; max: number; sum: number; n: number };
const stats = (): Stats => ({ min: Infinity, max: -Infinity, sum: 0, n: 0 });
const add = (s: Stats, v: number) => {
  s.min = Math.min(s.min, v);
  s.max = Math.max(s.max, v);
  s.sum += v;
  s.n += 1;
};
const show = (s: Stats, digits = 1) =>
  s.n
    ? `${+s.min.toFixed(digits)}–${+s.max.toFixed(digits)} (media ${(s.sum / s.n).toFixed(digits)})`
    : '—';

async function inBatches<T>(count: number, make: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = [];
  const width = Math.max(2, cpus().length);
  for (let i = 0; i < count; i += width) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(width, count - i) }, (_, k) => make(i + k)),
    );
    out.push(...batch);
  }
  return out;
}

/** What receipts cost as they arrive: CPU of this process and rows read. */
const costs = () => ({ cpu: stats(), references: stats(), candidates: stats() });
const addCost = (c: ReturnType<typeof costs>, a: Arrival) => {
  add(c.cpu, a.cpuMs);
  add(c.references, a.references);
  add(c.candidates, a.candidates);
};
const showCost = (c: ReturnType<typeof costs>) =>
  `CPU ${show(c.cpu)} ms; filas leídas: referencias ${show(c.references)}, candidatos ${show(c.candidates)}`;

const started = Date.now();
const originals = await inBatches(COUNT, async (i) => {
  const fields = receiptFields(i);
  const png = await renderReceipt(fields);
  const fp = await fingerprintReceipt(png);
  return { fields, png, fp, prepared: prepareDetail(fp.detail) };
});
console.log(
  `${COUNT} recibos distintos generados en ${((Date.now() - started) / 1000).toFixed(1)} s`,
);

// The distinct receipts arrive in order, each compared as the job does.
const store = await openStore('pglite');
const ids: number[] = [];
let falseMatches = 0;
const atCount = costs();
for (const [i, o] of originals.entries()) {
  const arrival = await arrive(store, o.fp);
  ids.push(arrival.paymentId);
  falseMatches += arrival.matches.length;
  if (i >= COUNT - 100) addCost(atCount, arrival);
}

// Distances between distinct receipts: the pHash of every pair, the detail of each
// receipt against the 5 before it (ADR 078 measured all 124,750 pairs: 16–73).
const ph = stats();
const distinctDetail = stats();
for (let i = 1; i < COUNT; i += 1) {
  for (let j = 0; j < i; j += 1)
    add(ph, hammingDistance(originals[i]!.fp.phash, originals[j]!.fp.phash));
  for (let j = Math.max(0, i - 5); j < i; j += 1)
    add(distinctDetail, detailDistance(originals[j]!.prepared, originals[i]!.prepared));
}

const rows: string[] = [];
let missed = 0;
const ofCopies = costs();
for (const t of TRANSFORMS) {
  const bits = stats();
  const detail = stats();
  const copies = await inBatches(COPIES_OF, async (i) => {
    const o = originals[i]!;
    return fingerprintReceipt(await transformReceipt(o.fields, o.png, t));
  });
  let found = 0;
  for (const [i, copy] of copies.entries()) {
    add(bits, hammingDistance(originals[i]!.fp.phash, copy.phash));
    add(detail, detailDistance(originals[i]!.prepared, copy.detail));
    const arrival = await arrive(store, copy);
    addCost(ofCopies, arrival);
    if (arrival.matches.includes(ids[i]!)) found += 1;
  }
  missed += COPIES_OF - found;
  rows.push(
    `| ${describeTransform(t)} | ${COPIES_OF} | ${show(bits)} | ${show(detail)} | ${found}/${COPIES_OF} |`,
  );
}
rows.push(
  `| **distintos** (${COUNT} recibos) | ${ph.n} / ${distinctDetail.n} | ${show(ph)} | ${show(distinctDetail)} | ${falseMatches} falsas coincidencias |`,
);

console.log(
  `\nUmbral: pHash ≤ ${PHASH_CANDIDATE_BITS} bits para ser referencia candidata, detalle ≤ ${RECEIPT_MATCH_DISTANCE}\n`,
);
console.log('| Copia | Pares | pHash (bits) | Detalle (0–255) | Coinciden |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
console.log(`\nCopias no reconocidas: ${missed}; falsas coincidencias: ${falseMatches}`);
console.log(
  `\nPor recibo distinto, los últimos 100 con ${COUNT - 100}–${COUNT - 1} guardados: ${showCost(atCount)}`,
);
console.log(`Por copia (${COUNT}–${store.next - 1} guardados): ${showCost(ofCopies)}`);

// A larger layout: made-up receipts fill it up to LARGE, then new receipts arrive, copies
// of rendered originals (one match each) and receipts never seen (none).
const fill = splicedReceipts(
  originals.map((o) => o.fp),
  Math.max(0, LARGE - (store.next - 1)),
);
const placing = process.cpuUsage();
const filled = placedRows(store.next, ids[0]!, originals[0]!.fp.detail, fill);
const placeCpu = process.cpuUsage(placing);
console.log(
  `\n${filled.length} recibos inventados colocados en ${((placeCpu.user + placeCpu.system) / 1e6).toFixed(1)} s de CPU`,
);
const baseRows = [...(await allRows(store)), ...filled];
await store.close();
const probes = await inBatches(PROBES, async (k) => {
  if (k % 2 === 0) {
    const i = (k * 7) % COPIES_OF;
    const o = originals[i]!;
    const t = TRANSFORMS[k % TRANSFORMS.length]!;
    return {
      expect: ids[i]!,
      fp: await fingerprintReceipt(await transformReceipt(o.fields, o.png, t)),
    };
  }
  return {
    expect: null,
    fp: await fingerprintReceipt(await renderReceipt(receiptFields(COUNT + k))),
  };
});
for (const kind of DBS) {
  const large = await openStore(kind);
  await insertRows(large, baseRows);
  const copyCost = costs();
  const newCost = costs();
  let wrong = 0;
  for (const probe of probes) {
    const arrival = await arrive(large, probe.fp);
    addCost(probe.expect === null ? newCost : copyCost, arrival);
    const ok =
      probe.expect === null ? arrival.matches.length === 0 : arrival.matches.includes(probe.expect);
    if (!ok) wrong += 1;
  }
  console.log(`\n${kind}, ${baseRows.length} recibos de un mismo diseño guardados:`);
  console.log(`  copias (${copyCost.cpu.n}): ${showCost(copyCost)}`);
  console.log(`  recibos nuevos (${newCost.cpu.n}): ${showCost(newCost)}`);
  console.log(`  resultados equivocados: ${wrong}`);
  if (wrong) missed += wrong;
  await large.close();
}
process.exitCode = missed === 0 && falseMatches === 0 ? 0 : 1;
