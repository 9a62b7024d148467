/**
 * The work of a sale on PostgreSQL, counted instead of timed (ADR 093):
 *   DATABASE_URL=postgres://… node bench/sale-work.mjs [<checkout> ...]   (default: this one)
 * For each checkout in turn: a fresh database, `npm run bench`'s production line (bench/storm.mjs:
 * caps, challenge, key, hold + purchase) for a warm-up, then a measured storm; per sale it prints
 * the statements, shared buffers and WAL records (pg_stat_statements, when the server preloads it),
 * the tuples read by index and by sequential scan (pg_stat_user_tables), the calls of each rifas_
 * function (pg_stat_user_functions, when track_functions is on) and the CPU of the database's own
 * backends. Counts hardly move with the host's load; the CPU does (bench/sale-cpu.mjs compares
 * it in one run with yardsticks). BENCH_SECONDS (10), BENCH_BUYERS (50), BENCH_TOP (0: the
 * statements that read the most buffers, per sale).
 */
import { resolve } from 'node:path';
import pg from 'pg';
import { cpuSeconds, postgresPids, startBenchServer, withPostgres } from './lib.mjs';
import { nextAddress, presolve, productionStorm } from './storm.mjs';
import { readFileSync } from 'node:fs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BUYERS = Number(process.env.BENCH_BUYERS ?? 50);
const TOP = Number(process.env.BENCH_TOP ?? 0);
const APP_SECRET = process.env.APP_SECRET ?? 'bench-secret-bench-secret-bench-secret-00';
const checkouts = (process.argv.length > 2 ? process.argv.slice(2) : ['.']).map((p) => resolve(p));
if (!process.env.DATABASE_URL) throw new Error('sale-work needs DATABASE_URL (PostgreSQL)');

/** CPU seconds, so far, of the backends serving database `name` (those alive now). */
function backendsCpu(name) {
  let sum = 0;
  for (const pid of postgresPids()) {
    try {
      if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${name} `))
        sum += cpuSeconds(pid);
    } catch {
      // A backend that ended meanwhile.
    }
  }
  return sum;
}

const SNAPSHOT = {
  statements: `select coalesce(sum(calls), 0) calls, coalesce(sum(shared_blks_hit + shared_blks_read), 0) buffers,
      coalesce(sum(wal_records), 0) wal from pg_stat_statements
    where toplevel and dbid = (select oid from pg_database where datname = current_database())`,
  tables: `select coalesce(sum(idx_tup_fetch), 0) idx, coalesce(sum(seq_tup_read), 0) seq,
      coalesce(sum(n_tup_ins + n_tup_upd + n_tup_del), 0) writes from pg_stat_user_tables`,
  functions: `select coalesce(sum(calls), 0) calls from pg_stat_user_functions where funcname like 'rifas_%'`,
};

async function snapshot(client, statements) {
  const one = async (text) => (await client.query(text)).rows[0];
  return {
    ...(statements ? await one(SNAPSHOT.statements) : {}),
    ...(await one(SNAPSHOT.tables)),
    functionCalls: (await one(SNAPSHOT.functions)).calls,
  };
}

async function measure(checkout, url) {
  const name = new URL(url).pathname.slice(1);
  const server = await startBenchServer(
    'bench/server.ts',
    ['app'],
    { DATABASE_URL: url },
    { cwd: checkout },
  );
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const statements = await client
      .query(
        'create extension if not exists pg_stat_statements; select 1 from pg_stat_statements limit 1',
      )
      .then(() => true)
      .catch(() => false);
    const { purchaseRaffleId: raffleId, methodId } = server.info;
    server.nextNumber = 0;
    const storm = async (connections, seconds, count) =>
      productionStorm(server, {
        raffleId,
        methodId,
        connections,
        seconds,
        address: nextAddress,
        challenges: await presolve(APP_SECRET, count),
      });
    await storm(20, 3, 4000);
    if (statements) await client.query('select pg_stat_statements_reset()');
    await client.query('select pg_stat_clear_snapshot()');
    const before = await snapshot(client, statements);
    const cpuBefore = backendsCpu(name);
    const r = await storm(BUYERS, SECONDS, Math.ceil(BUYERS * SECONDS * 20));
    const cpu = backendsCpu(name) - cpuBefore;
    // The statistics reach the views once the backends report them (every second at most).
    await new Promise((done) => setTimeout(done, 1500));
    await client.query('select pg_stat_clear_snapshot()');
    const after = await snapshot(client, statements);
    const per = (key, digits = 1) =>
      after[key] === undefined
        ? ''
        : ((after[key] - before[key]) / Math.max(1, r.sold)).toFixed(digits);
    const row = {
      checkout,
      sold: r.sold,
      'purchases/s': Math.round(r.perSecond),
      statements: per('calls', 2),
      buffers: per('buffers'),
      'WAL records': per('wal'),
      'tuples by index': per('idx'),
      'tuples by seq scan': per('seq'),
      'rows written': per('writes', 2),
      'rifas_ calls': per('functionCalls', 2),
      'backends CPU ms': ((cpu * 1000) / Math.max(1, r.sold)).toFixed(2),
      'server CPU ms': ((r.cpu.node * 1000) / Math.max(1, r.sold)).toFixed(2),
    };
    if (statements && TOP > 0) {
      const { rows } = await client.query(
        `select calls, shared_blks_hit + shared_blks_read buffers, wal_records,
           left(regexp_replace(query, '\\s+', ' ', 'g'), 100) query from pg_stat_statements
         where dbid = (select oid from pg_database where datname = current_database())
         order by shared_blks_hit + shared_blks_read desc limit $1`,
        [TOP],
      );
      for (const s of rows) {
        const each = (v) => (Number(v) / Math.max(1, r.sold)).toFixed(2);
        console.log([each(s.calls), each(s.buffers), each(s.wal_records), s.query].join('\t'));
      }
    }
    return row;
  } finally {
    await client.end();
    await server.stop();
  }
}

const rows = [];
for (const checkout of checkouts) {
  const row = await withPostgres('rifas_sale_work', (url) => measure(checkout, url));
  console.log(JSON.stringify(row));
  rows.push(row);
}
console.log('Per sale:');
console.table(rows);
