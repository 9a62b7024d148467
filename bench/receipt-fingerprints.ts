/**
 * The receipt fingerprint's measurements (ADR 078; not part of npm test):
 *   npm run bench:fingerprints            500 distinct receipts (COUNT=… for another number)
 * Renders COUNT distinct receipts of one bank-app layout (apps/api/src/test/receipt-corpus.ts),
 * fingerprints each and each of its re-sent copies (re-encoded, resized, cropped, another
 * status bar), then prints, per transformation, the pHash and detail distances of the copies
 * to their originals, and over every pair of distinct receipts the same distances and how many
 * pairs the rule would call the same receipt (false matches).
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

const COUNT = Number(process.env.COUNT ?? 500);
const COPIES_OF = Math.min(COUNT, Number(process.env.COPIES_OF ?? 100));

type Stats = { min: number; max: number; sum: number; n: number };
const stats = (): Stats => ({ min: Infinity, max: -Infinity, sum: 0, n: 0 });
const add = (s: Stats, v: number) => {
  s.min = Math.min(s.min, v);
  s.max = Math.max(s.max, v);
  s.sum += v;
  s.n += 1;
};
const show = (s: Stats) => (s.n ? `${s.min}–${s.max} (media ${(s.sum / s.n).toFixed(1)})` : '—');

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

const rows: string[] = [];
let missed = 0;
for (const t of TRANSFORMS) {
  const ph = stats();
  const detail = stats();
  let matched = 0;
  await inBatches(COPIES_OF, async (i) => {
    const o = originals[i]!;
    const copy = await fingerprintReceipt(await transformReceipt(o.fields, o.png, t));
    const bits = hammingDistance(o.fp.phash, copy.phash);
    const d = detailDistance(o.prepared, copy.detail);
    add(ph, bits);
    add(detail, d);
    if (bits <= PHASH_CANDIDATE_BITS && d <= RECEIPT_MATCH_DISTANCE) matched += 1;
  });
  missed += COPIES_OF - matched;
  rows.push(
    `| ${describeTransform(t)} | ${COPIES_OF} | ${show(ph)} | ${show(detail)} | ${matched}/${COPIES_OF} |`,
  );
}

const ph = stats();
const detail = stats();
const compareStart = Date.now();
// Each receipt arrives after the ones before it and is compared with all of them, as the
// job does; STOP_AFTER_S stops early (on a loaded machine) and says how far it got.
const stopAt = compareStart + Number(process.env.STOP_AFTER_S ?? Infinity) * 1000;
let candidates = 0;
let falseMatches = 0;
let arrived = 1;
for (let i = 1; i < originals.length && Date.now() < stopAt; i += 1) {
  for (let j = 0; j < i; j += 1) {
    const bits = hammingDistance(originals[i]!.fp.phash, originals[j]!.fp.phash);
    add(ph, bits);
    if (bits > PHASH_CANDIDATE_BITS) continue;
    candidates += 1;
    const d = detailDistance(originals[j]!.prepared, originals[i]!.prepared);
    add(detail, d);
    if (d <= RECEIPT_MATCH_DISTANCE) falseMatches += 1;
  }
  arrived = i + 1;
  if (arrived % 50 === 0)
    console.log(
      `${arrived} recibos: ${ph.n} pares, detalle mínimo ${detail.min}, falsas coincidencias ${falseMatches}`,
    );
}
const perPair = (Date.now() - compareStart) / Math.max(1, candidates);
rows.push(
  `| **distintos** (${arrived} recibos, todos los pares) | ${ph.n} | ${show(ph)} | ${show(detail)} | ${falseMatches} falsas coincidencias |`,
);

console.log(
  `\nUmbral: pHash ≤ ${PHASH_CANDIDATE_BITS} bits para ser candidato, detalle ≤ ${RECEIPT_MATCH_DISTANCE}\n`,
);
console.log('| Copia | Pares | pHash (bits) | Detalle (0–255) | Coinciden |');
console.log('| --- | --- | --- | --- | --- |');
for (const row of rows) console.log(row);
console.log(
  `\n${candidates} pares candidatos por pHash, ${perPair.toFixed(2)} ms por comparación de detalle`,
);
console.log(`Copias no reconocidas: ${missed}; falsas coincidencias: ${falseMatches}`);
process.exitCode = missed === 0 && falseMatches === 0 ? 0 : 1;
