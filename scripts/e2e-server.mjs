// Playwright's webServer: the built app (apps/api/dist/server.js serving apps/web/dist)
// on port 3100 with a fresh database and a temporary DATA_DIR, both deleted on exit.
// The database is a new one on the PostgreSQL server at E2E_DATABASE_URL (default CI's,
// postgres://postgres@127.0.0.1:5432/test): the embedded PGlite costs about twice the
// server CPU per query (ADR 095). E2E_EMBEDDED_DB=true runs on the embedded database in
// DATA_DIR instead, as a spec's own shop does ('Vaciar Todo', e2e/own-shop.ts).
// The DATA_DIR is written to e2e/.data-dir so tests can read the e-mails under
// <DATA_DIR>/mail/. Run `npm run build` first (npm run test:e2e does).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { serverNodeFlags } from './server-node-flags.mjs';

const root = new URL('..', import.meta.url).pathname;
// E2E_PORT lets several e2e runs share a machine (each gets its own server and data).
const port = Number(process.env.E2E_PORT ?? 3100);
const server = join(root, 'apps/api/dist/server.js');
const dataDirFile = join(root, port === 3100 ? 'e2e/.data-dir' : `e2e/.data-dir-${port}`);
// E2E_STARTUP_SECONDS: more time for the first migration on a loaded machine.
const STARTUP_TIMEOUT_MS = Number(process.env.E2E_STARTUP_SECONDS ?? 90) * 1000;

function fail(message) {
  console.error(`\n[e2e-server] ${message}\n`);
  process.exit(1);
}

for (const built of [server, join(root, 'apps/web/dist/index.html')]) {
  if (!existsSync(built)) fail(`Falta ${built}. Ejecuta "npm run build" antes de las pruebas e2e.`);
}

// A previous run that was killed hard may have left its folder behind.
if (existsSync(dataDirFile)) {
  const stale = readFileSync(dataDirFile, 'utf8').trim();
  if (stale.includes('rifas-e2e-')) rmSync(stale, { recursive: true, force: true });
}

const dataDir = mkdtempSync(join(tmpdir(), 'rifas-e2e-'));
writeFileSync(dataDirFile, `${dataDir}\n`);

const embedded = process.env.E2E_EMBEDDED_DB === 'true';
const serverUrl =
  process.env.E2E_DATABASE_URL ??
  process.env.CI_DATABASE_URL ??
  'postgres://postgres@127.0.0.1:5432/test';
// One database per run, named after the port and the DATA_DIR so parallel runs never meet.
const database = `rifas_e2e_${port}_${dataDir
  .slice(-6)
  .toLowerCase()
  .replace(/[^a-z0-9]/g, '_')}`;

/** Runs one statement on the PostgreSQL server's own database (create, drop). */
async function onServer(sql) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let databaseUrl = '';
if (!embedded) {
  try {
    // A run on this port that was killed hard may have left its database behind.
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    const { rows } = await client
      .query('select datname from pg_database where datname like $1', [`rifas_e2e_${port}_%`])
      .finally(() => client.end());
    for (const { datname } of rows)
      await onServer(`drop database if exists ${datname} with (force)`);
    await onServer(`create database ${database}`);
    // A test database commits without waiting for the disk (ADR 099): what a test
    // checks never depends on a crash losing the last commits.
    await onServer(`alter database ${database} set synchronous_commit = off`);
  } catch (error) {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(dataDirFile, { force: true });
    fail(
      `No se pudo crear la base ${database} en ${serverUrl} (${error.message}). ` +
        'Las pruebas e2e usan PostgreSQL (E2E_DATABASE_URL) o, con E2E_EMBEDDED_DB=true, la base embebida.',
    );
  }
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  databaseUrl = url.toString();
}

const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  // Required with DATABASE_URL; the embedded database keeps its own in DATA_DIR.
  APP_SECRET: embedded ? '' : 'e2e-secret-of-this-run-only-0123456789',
  SMTP_URL: '',
  SEED_DEMO: 'false',
  ADMIN_EMAIL: 'admin@rifas.test',
  ADMIN_PASSWORD: 'Admin-e2e-2026',
  OUTBOX_POLL_SECONDS: '1',
  RATES_REFRESH_SECONDS: '5',
  ALLOW_PRIVATE_RATE_URLS: 'true',
  // The specs' loopback Bot API server (e2e/notifications.spec.ts) and push services.
  TELEGRAM_API_ROOT: `http://127.0.0.1:${port + 20000}`,
  ALLOW_PRIVATE_PUSH_URLS: 'true',
  // The specs' loopback result pages (e2e/lottery-sources.spec.ts), read from the draw's minute on.
  ALLOW_PRIVATE_RESULT_URLS: 'true',
  RESULT_FIRST_CHECK_MINUTES: '0',
  // 'Fuentes automáticas' (e2e/payment-sources.spec.ts) on a loopback port.
  ALLOW_PRIVATE_IMAP_HOSTS: 'true',
  PAYMENT_SOURCES_READ_SECONDS: '5',
  // The banks' DKIM keys, from the spec's loopback resolver (e2e/payment-sources.spec.ts).
  DKIM_DNS_SERVER: `127.0.0.1:${port + 22000}`,
  SUPPORT_WHATSAPP: '584121234567',
  BUSINESS_TZ: 'America/Caracas',
  RATE_LIMIT_AUTH_MAX: '100000',
  RATE_LIMIT_PURCHASE_MAX: '100000',
  RATE_LIMIT_RESERVE_MAX: '100000',
  RATE_LIMIT_CHALLENGE_MAX: '100000',
  PURCHASE_EMAILS_PER_SENDER_PER_HOUR: '100000',
  LOGIN_ADDRESS_MAX_FAILURES: '100000',
  // The caps and the guest challenge stay on (production's defaults): every guest
  // purchase solves the challenge for real, and every spec buys within the caps.
  LOG_LEVEL: 'warn',
};

const child = spawn(process.execPath, [...serverNodeFlags(), server], {
  cwd: root,
  env,
  stdio: 'inherit',
});
let stopping = false;

async function cleanUp() {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirFile, { force: true });
  if (!embedded) {
    await onServer(`drop database if exists ${database} with (force)`).catch((error) => {
      console.error(`[e2e-server] No se pudo borrar la base ${database}: ${error.message}`);
    });
  }
}

child.on('exit', async (code, signal) => {
  await cleanUp();
  if (!stopping) fail(`La API terminó inesperadamente (código ${code ?? signal}).`);
  process.exit(0);
});

function stop(signal) {
  if (stopping) return;
  stopping = true;
  child.kill(signal);
  // The API closes within seconds; never leave the folder behind if it hangs.
  setTimeout(() => {
    child.kill('SIGKILL');
  }, 10_000).unref();
}
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGHUP', () => stop('SIGTERM'));

// Say loudly when the server does not come up (Playwright also waits for the URL).
const started = Date.now();
async function waitUntilHealthy() {
  while (Date.now() - started < STARTUP_TIMEOUT_MS) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (response.ok) {
        console.log(`[e2e-server] Listo en http://localhost:${port} (DATA_DIR=${dataDir})`);
        return;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop('SIGTERM');
  fail(
    `La API no respondió en ${STARTUP_TIMEOUT_MS / 1000} s en http://127.0.0.1:${port}/api/health.`,
  );
}
void waitUntilHealthy();
