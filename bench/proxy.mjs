/**
 * The proxy line of `npm run bench` (issue 43, point 4), PostgreSQL only: the production
 * storm (bench/storm.mjs) sent to one instance directly, then through Caddy running
 * deploy/Caddyfile to two instances on the same database, in one run. On two shared
 * cores a second instance adds no capacity: the line shows what the proxy costs.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuSeconds, startBenchServer } from './lib.mjs';
import { nextAddress, presolve, productionStorm } from './storm.mjs';

const APP_SECRET = process.env.APP_SECRET ?? 'bench-secret-bench-secret-bench-secret-00';

/**
 * deploy/Caddyfile with one change: Caddy keeps the bench's X-Forwarded-For (each
 * buyer's address) and appends its own hop, as a CDN in front of it would be trusted.
 */
function benchCaddyfile(dir) {
  const deployed = readFileSync('deploy/Caddyfile', 'utf8');
  const file = join(dir, 'Caddyfile');
  writeFileSync(
    file,
    deployed.replaceAll(
      '\tlb_policy least_conn\n',
      '\tlb_policy least_conn\n\t\ttrusted_proxies 127.0.0.1/32\n',
    ),
  );
  return file;
}

async function startCaddy(port, upstreams) {
  const dir = mkdtempSync(join(tmpdir(), 'rifas-bench-caddy-'));
  const child = spawn('caddy', ['run', '--config', benchCaddyfile(dir), '--adapter', 'caddyfile'], {
    env: {
      ...process.env,
      RIFAS_SITE: `http://127.0.0.1:${port}`,
      RIFAS_UPSTREAMS: upstreams.join(' '),
      CADDY_ADMIN: 'off',
      XDG_DATA_HOME: dir,
      XDG_CONFIG_HOME: dir,
    },
    stdio: 'ignore',
  });
  let failed = null;
  child.once('error', (error) => (failed = error));
  for (let i = 0; ; i += 1) {
    if (failed) throw new Error(`caddy could not start: ${failed.message}`);
    if (child.exitCode !== null) throw new Error('caddy exited: check deploy/Caddyfile');
    if (i === 120) throw new Error('caddy did not answer within 30 s');
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        child.once('exit', () => {
          rmSync(dir, { recursive: true, force: true });
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

const ms = (seconds, count) => ((seconds * 1000) / Math.max(1, count)).toFixed(2);

/** Rows for the direct and the proxied storm, on the PostgreSQL database at `url`. */
export async function benchProxy(url, { seconds, buyers }) {
  // Two hops: the bench's X-Forwarded-For entry, then Caddy's.
  const env = { DATABASE_URL: url, TRUST_PROXY: '2' };
  const first = await startBenchServer('bench/server.ts', ['app'], env);
  const second = await startBenchServer('bench/server.ts', ['app'], {
    ...env,
    BENCH_JOIN: JSON.stringify(first.info),
  });
  const caddyPort = 20_000 + Math.floor(Math.random() * 10_000);
  const caddy = await startCaddy(
    caddyPort,
    [first.base, second.base].map((b) => b.slice(7)),
  );
  const rows = [];
  try {
    const { purchaseRaffleId: raffleId, methodId } = first.info;
    // The production storm on this database buys from 0, the warm-up from 90,000.
    let nextNumber = 60_000;
    const run = async (server, what) => {
      const target = { ...server, nextNumber };
      const caddyBefore = cpuSeconds(caddy.pid);
      const r = await productionStorm(target, {
        raffleId,
        methodId,
        connections: buyers,
        seconds,
        address: nextAddress,
        challenges: await presolve(APP_SECRET, 2 * 1500 * seconds),
      });
      const proxyCpu = cpuSeconds(caddy.pid) - caddyBefore;
      nextNumber = target.nextNumber;
      rows.push({
        what,
        'req/s': Math.round(r.perSecond),
        p50_ms: r.p50,
        p99_ms: r.p99,
        '2xx': r.sold,
        errors: r.errors + (r.answered - r.sold),
        statuses: JSON.stringify(r.statuses),
        note:
          `CPU per purchase: server ${ms(r.cpu.node, r.sold)} ms, PostgreSQL ${ms(r.cpu.pg, r.sold)} ms` +
          (server.pids ? `, Caddy ${ms(proxyCpu, r.sold)} ms` : ''),
      });
      console.log(JSON.stringify(rows.at(-1)));
    };
    // Warm-up of both instances through the proxy.
    await productionStorm(
      { ...caddyTarget(), nextNumber: 90_000 },
      {
        raffleId,
        methodId,
        connections: 20,
        seconds: 2,
        address: nextAddress,
        challenges: await presolve(APP_SECRET, 4000),
      },
    );
    await run(first, `production, one instance directly, ${buyers} buyers`);
    await run(caddyTarget(), `production through Caddy to two instances, ${buyers} buyers`);
  } finally {
    await caddy.stop();
    await second.stop();
    await first.stop();
  }
  return rows;

  function caddyTarget() {
    return {
      base: `http://127.0.0.1:${caddyPort}`,
      pids: [first.pid, second.pid],
      info: first.info,
    };
  }
}
