// Helpers shared by the benchmarks: a bench server in its own process, autocannon
// as a promise, and a throw-away PostgreSQL database.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import autocannon from 'autocannon';
import pg from 'pg';

/**
 * Starts `node --import tsx <script> ...args`; the script prints one JSON line
 * (at least `{ port }`) when it listens. PGlite unless env sets DATABASE_URL:
 * this process's DATABASE_URL is for the PostgreSQL runs only.
 */
export function startBenchServer(script, args = [], env = {}) {
  // BENCH_NODE_ARGS (e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`) profiles the server.
  const nodeArgs = (process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', script, ...args], {
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

/** CPU seconds (user + system) a process has used so far, from /proc (Linux). */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime, stime in clock ticks
  } catch {
    return NaN;
  }
}

/** CPU seconds used so far by every PostgreSQL server process on this machine. */
export function postgresCpuSeconds() {
  let total = 0;
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === 'postgres') total += cpuSeconds(pid);
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
