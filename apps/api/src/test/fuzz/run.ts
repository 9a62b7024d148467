/*
 * npm run fuzz [-- --runs 300 --only 'purchase' --seed 42]: the OpenAPI fuzz
 * by hand, 300 requests per operation by default, on an embedded database,
 * or, with DATABASE_URL set, on a throw-away database of that PostgreSQL server.
 * Prints the counts and every 5xx; exits 1 on any 5xx or logged buyer marker.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import pg from 'pg';
import { openPglite, openPostgres, type Database } from '../../db/client';
import { runMigrations } from '../../db/migrate';
import { fuzzOpenApi } from './fuzz';
import { carriesMarker, fuzzFiles, MARKER_VALUES, prepareFixtures } from './fixtures';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '300' },
    only: { type: 'string' },
    seed: { type: 'string' },
    verbose: { type: 'boolean', default: false },
  },
});

const dataDir = await mkdtemp(join(tmpdir(), 'rifas-fuzz-'));
const serverUrl = process.env.DATABASE_URL;
const fuzzDbName = `rifas_fuzz_${process.pid}`;

/** Runs one statement on the server's maintenance connection (create/drop the fuzz database). */
async function onServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function openFuzzDatabase(): Promise<Database> {
  if (!serverUrl) return openPglite(undefined);
  await onServer(`create database ${fuzzDbName}`);
  const url = new URL(serverUrl);
  url.pathname = `/${fuzzDbName}`;
  return openPostgres(url.toString());
}

const database = await openFuzzDatabase();
await runMigrations(database);
console.log(serverUrl ? `PostgreSQL (${fuzzDbName})` : 'PGlite');
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  APP_SECRET: 'fuzz-secret-fuzz-secret-fuzz-secret-0123',
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_ITERATIONS: '1',
  RATE_LIMIT_AUTH_MAX: '1000000',
  RATE_LIMIT_PURCHASE_MAX: '1000000',
  RATE_LIMIT_RESERVE_MAX: '1000000',
  GUEST_CHALLENGE: 'false',
  ABUSE_LIMITS: 'false',
  LOG_LEVEL: 'info',
});
const lines: string[] = [];
const app = await buildApp({
  config: { ...config, appSecret: config.appSecret!, runJobs: false },
  database,
  logStream: { write: (line) => void lines.push(line) },
});
await app.ready();

const seed = values.seed ? Number(values.seed) : Math.floor(Math.random() * 2 ** 31);
console.log(`Semilla: ${seed} (repetir con --seed ${seed})`);
const started = Date.now();
const report = await fuzzOpenApi({
  app,
  prepare: () => prepareFixtures(app.database.db),
  markers: MARKER_VALUES,
  files: await fuzzFiles(),
  runsPerOperation: Number(values.runs),
  ...(values.only ? { only: new RegExp(values.only) } : {}),
  seed,
});
if (values.verbose) console.log(JSON.stringify(report.refusals, null, 1));
// Line by line: the whole log of a long run is larger than a string may be.
const leaked = MARKER_VALUES.filter((marker) => lines.some((line) => carriesMarker(line, marker)));

for (const error of report.serverErrors) {
  console.log(`5xx ${error.status} ${error.operation}\n  ${error.request}\n  ${error.body}`);
}
console.log(
  `\nOperaciones: ${report.operations}  Casos: ${report.cases}  ` +
    `Respuestas: ${JSON.stringify(report.statuses)}  5xx: ${report.serverErrors.length}  ` +
    `Marcadores en el log: ${leaked.length}  (${Math.round((Date.now() - started) / 1000)} s)`,
);
await app.close();
await database.close();
if (serverUrl) await onServer(`drop database if exists ${fuzzDbName}`);
await rm(dataDir, { recursive: true, force: true });
process.exit(report.serverErrors.length > 0 || leaked.length > 0 ? 1 : 0);
