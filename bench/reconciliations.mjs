/**
 * 'Conciliar' at the size (issue 28; not part of npm test):
 *   node bench/reconciliations.mjs     PGlite, and PostgreSQL too when DATABASE_URL is set
 * A generic statement of 1,000 credits (300 for the pending payments, some with another
 * amount, 700 nobody claims) plus 300 IGTF debits, uploaded 5 times to
 * POST /api/reconciliations against 300 pending payments (bench/reconciliations.server.ts);
 * reports the time of each answer and its groups, then 'Validar las N coincidencias' once.
 * Target: the groups in under 5 s on both databases.
 */
import { startBenchServer, withPostgres } from './lib.mjs';

const PENDING = 300;
const LINES = 1_000;
const RUNS = 5;
const bs = (cents) =>
  `${Math.floor(cents / 100).toLocaleString('es-VE')},${String(cents % 100).padStart(2, '0')}`;

/** The statement: line g pays payment g (every 10th with 1 Bs less), then unclaimed credits. */
function statement() {
  const rows = ['Fecha;Referencia;Descripción;Débito;Crédito;Saldo'];
  for (let g = 1; g <= LINES; g += 1) {
    const claimed = g <= PENDING;
    const reference = claimed ? `0000${10_000_000 + g * 7919}` : `77${String(g).padStart(10, '0')}`;
    const cents = claimed ? 18_250 + g - (g % 10 === 0 ? 100 : 0) : 50_000 + g;
    rows.push(`25/11/2026;${reference};PAGO MOVIL RECIBIDO;0,00;${bs(cents)};0,00`);
    if (g % 3 === 0) rows.push(`25/11/2026;99${g};CARGO POR IGTF;1,20;0,00;0,00`);
  }
  return Buffer.from(`\uFEFF${rows.join('\r\n')}`);
}

async function upload(server, bytes) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'text/csv' }), 'estado.csv');
  const started = performance.now();
  const res = await fetch(`${server.base}/api/reconciliations`, {
    method: 'POST',
    headers: { authorization: `Bearer ${server.info.token}` },
    body: form,
  });
  const body = await res.json();
  if (res.status !== 201) throw new Error(`upload: ${res.status} ${JSON.stringify(body)}`);
  return { ms: performance.now() - started, body };
}

async function benchDriver(label, env) {
  const server = await startBenchServer('bench/reconciliations.server.ts', [], env);
  const bytes = statement();
  const rows = [];
  try {
    let last;
    for (let run = 1; run <= RUNS; run += 1) {
      const { ms, body } = await upload(server, bytes);
      const counts = Object.fromEntries(Object.entries(body.groups).map(([k, v]) => [k, v.length]));
      rows.push({ case: `upload ${run} (${label})`, ms: Math.round(ms), ...counts });
      last = body;
    }
    const started = performance.now();
    const res = await fetch(`${server.base}/api/reconciliations/${last.id}/validate`, {
      method: 'POST',
      headers: { authorization: `Bearer ${server.info.token}` },
    });
    const result = await res.json();
    rows.push({
      case: `validate ${last.groups.match.length} matches (${label})`,
      ms: Math.round(performance.now() - started),
      match: result.done.length,
      amount_mismatch: result.failed.length,
    });
    const again = await upload(server, bytes);
    rows.push({
      case: `same file again (${label})`,
      ms: Math.round(again.ms),
      ...Object.fromEntries(Object.entries(again.body.groups).map(([k, v]) => [k, v.length])),
    });
  } finally {
    await server.stop();
  }
  return rows;
}

const rows = await benchDriver('PGlite', {});
const onPg = await withPostgres('rifas_bench_reconcile', (url) =>
  benchDriver('PostgreSQL', { DATABASE_URL: url }),
);
if (onPg) rows.push(...onPg);
else console.log('(DATABASE_URL not set: PostgreSQL run skipped)');
console.log(`\n'Conciliar': ${LINES} credits (+ debits) against ${PENDING} pending payments`);
console.table(rows);
