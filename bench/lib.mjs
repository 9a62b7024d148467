// Helpers shared by the benchmarks: a bench server in its own process, the built app,
// autocannon as a promise, and a throw-away PostgreSQL database.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import { build } from 'esbuild';
import pg from 'pg';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';

/** The value at fraction p (0–1) of an ascending list; 0 for an empty one. */
/** A buyer's name from a numeric tag: names are letters only (isPersonName), so digits become letters. */
export const buyerName = (tag) =>
  `Comprador ${String(tag).replace(/\d/g, (d) => 'ghijklmnop'[Number(d)])}`;

export const percentile = (sorted, p) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))];

// The checkouts whose API this process built, and the bench scripts it bundled for them.
const builtApis = new Set();
const bundles = new Set();

/**
 * `script` (a bench/*.ts server of the checkout at `root`) as npm start runs the API (ADR 114):
 * the checkout's own `apps/api/build.mjs` first, so its migrations and SQL functions sit in
 * apps/api/dist, then the script bundled beside them with the same esbuild options, our code and
 * @rifas/shared inside, npm packages left to `import`. tsx compiles each file with keepNames,
 * which wraps every inner function in a `__name` call that production's bundle never makes.
 */
async function bundledScript(root, script) {
  const out = join(root, 'apps/api/dist', `bench-${basename(script, '.ts')}.mjs`);
  if (bundles.has(out)) return out;
  if (!builtApis.has(root)) {
    const built = spawnSync(process.execPath, ['apps/api/build.mjs'], {
      cwd: root,
      stdio: 'inherit',
    });
    if (built.status !== 0) throw new Error(`the API of ${root} did not build`);
    builtApis.add(root);
  }
  await build({
    entryPoints: [join(root, script)],
    absWorkingDir: root,
    outfile: out,
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [
      {
        name: 'npm-packages-outside',
        setup(plugin) {
          plugin.onResolve({ filter: /^[^./]/ }, ({ path }) =>
            path.startsWith('@rifas/') ? undefined : { path, external: true },
          );
        },
      },
    ],
  });
  bundles.add(out);
  return out;
}

/**
 * Starts a bench server, `<script> ...args` bundled as production's API is (bundledScript); the
 * script prints one JSON line (at least `{ port }`) when it listens. PGlite unless env sets
 * DATABASE_URL: this process's DATABASE_URL is for the PostgreSQL runs only. `cwd` runs another
 * checkout's server (bench/sale-cpu.mjs compares two).
 */
export async function startBenchServer(script, args = [], env = {}, { cwd } = {}) {
  const bundle = await bundledScript(resolve(cwd ?? '.'), script);
  // BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...serverNodeFlags(), ...nodeArgs, bundle, ...args], {
    cwd,
    env: { ...process.env, DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) =>
      reject(new Error(`bench server ${[script, ...args].join(' ')} exited with ${code}`)),
    );
    createInterface({ input: child.stdout }).once('line', (line) => {
      const info = JSON.parse(line);
      resolve({
        info,
        pid: child.pid,
        base: `http://127.0.0.1:${info.port}`,
        // A server that already died is stopped (waiting for its exit would wait for ever).
        stop: () =>
          new Promise((done) => {
            child.removeAllListeners('exit');
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', done);
            child.kill('SIGTERM');
          }),
      });
    });
  });
}

/**
 * The fields of /proc/<entry>/stat after the command's name; `entry` is a pid, or
 * `<pid>/task/<tid>` for one thread. Fields 11 and 12 are utime and stime in clock ticks.
 */
export const statFields = (entry) =>
  readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid) {
  try {
    const fields = statFields(pid);
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks
  } catch {
    return NaN;
  }
}

export const postgresPids = () =>
  readdirSync('/proc').filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    try {
      return readFileSync(`/proc/${name}/comm`, 'utf8').trim() === 'postgres';
    } catch {
      return false; // gone meanwhile
    }
  });

/**
 * CPU seconds used so far by the PostgreSQL server of this machine: its live processes, plus
 * what the postmaster's ended children used (cutime, cstime), so a backend that ends during
 * a run (pgbench's, another client's) still counts and the sum never goes down.
 */
export function postgresCpuSeconds() {
  let total = 0;
  const pids = postgresPids();
  for (const pid of pids) {
    try {
      const fields = statFields(pid);
      total += (Number(fields[11]) + Number(fields[12])) / 100;
      // The postmaster: its parent is not a postgres process.
      if (!pids.includes(fields[1])) {
        total += (Number(fields[13]) + Number(fields[14])) / 100;
      }
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

export const runAutocannon = (opts) =>
  new Promise((resolve, reject) =>
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result))),
  );

/** Runs `work(url)` on a new database next to DATABASE_URL, dropped after; null without it. */
export async function withPostgres(prefix, work) {
  const url = process.env.DATABASE_URL;
  if (!url) return null;
  const name = `${prefix}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  try {
    return await work(dbUrl.toString());
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}

/**
 * The built app (apps/api/dist serving apps/web/dist of `root`) on `port`, on a fresh
 * DATA_DIR with the demo data and no mail, for the web benches (web.mjs, web-trace.mjs).
 * Resolves once it answers /api/health; stop() ends it and deletes its data.
 */
export async function startBuiltApp(root, port, prefix) {
  const server = join(root, 'apps/api/dist/server.js');
  for (const built of [server, join(root, 'apps/web/dist/index.html')]) {
    if (!existsSync(built)) throw new Error(`${built} is missing: run npm run build first`);
  }
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const child = spawn(process.execPath, [...serverNodeFlags(), server], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://localhost:${port}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  const base = `http://localhost:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => {
          rmSync(dataDir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}
