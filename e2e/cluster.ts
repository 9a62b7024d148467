import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { serverNodeFlags } from '../scripts/server-node-flags.mjs';
import { adminCredentials } from './fixtures';
import { startBucket, type Bucket } from './bucket';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The PostgreSQL server the cluster's database is created on (CI's, by default). */
const serverUrl = process.env.CI_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export type Instance = { port: number; child: ChildProcess; exited: Promise<void> };

export type Cluster = {
  /** Caddy's address: what buyers and the admin use. */
  proxyPort: number;
  instances: [Instance, Instance];
  bucket: Bucket;
  /** Kills an instance at once, as a crash would (no graceful close). */
  kill: (instance: Instance) => Promise<void>;
  stop: () => Promise<void>;
};

async function waitForHealth(port: number, child: ChildProcess, what: string) {
  let failed: Error | undefined;
  child.once('error', (error) => (failed = error));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (failed) throw new Error(`${what} could not start: ${failed.message}`);
    if (child.exitCode !== null) throw new Error(`${what} exited early`);
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer on port ${port} within 90 s`);
}

function exitOf(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });
}

/**
 * Two built instances on one fresh PostgreSQL database and one bucket, behind
 * Caddy running deploy/Caddyfile (docs/operations.md#several-machines): the
 * production recipe on loopback ports from `basePort` up.
 */
export async function startCluster(basePort: number): Promise<Cluster> {
  const database = `rifas_cluster_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  // Commits without waiting for the disk, as every test database (ADR 099).
  await admin.query(`alter database ${database} set synchronous_commit = off`);
  await admin.end();
  const databaseUrl = new URL(serverUrl);
  databaseUrl.pathname = `/${database}`;

  const bucket = await startBucket();
  const proxyPort = basePort;
  const ports = [basePort + 1, basePort + 2] as const;
  const dataDirs: string[] = [];
  const children: ChildProcess[] = [];

  const startInstance = (port: number): Instance => {
    const dataDir = mkdtempSync(join(tmpdir(), 'rifas-cluster-'));
    dataDirs.push(dataDir);
    const child = spawn(process.execPath, [...serverNodeFlags(), 'apps/api/dist/server.js'], {
      cwd: root,
      env: {
        ...process.env,
        ...bucket.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: `http://127.0.0.1:${proxyPort}`,
        DATABASE_URL: databaseUrl.toString(),
        APP_SECRET: 'cluster-e2e-secret-shared-by-both-instances',
        TRUST_PROXY: '127.0.0.1',
        DATA_DIR: dataDir,
        SMTP_URL: '',
        SEED_DEMO: 'false',
        ADMIN_EMAIL: adminCredentials.email,
        ADMIN_PASSWORD: adminCredentials.password,
        OUTBOX_POLL_SECONDS: '1',
        BUSINESS_TZ: 'America/Caracas',
        // The budget the spec spends across both instances; the challenge and caps stay on.
        RATE_LIMIT_PURCHASE_MAX: '6',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    return { port, child, exited: exitOf(child) };
  };

  // One after the other: the first migrates, the second finds it done.
  const first = startInstance(ports[0]);
  await waitForHealth(ports[0], first.child, 'instance 1');
  const second = startInstance(ports[1]);
  await waitForHealth(ports[1], second.child, 'instance 2');

  const caddy = spawn('caddy', ['run', '--config', 'deploy/Caddyfile', '--adapter', 'caddyfile'], {
    cwd: root,
    env: {
      ...process.env,
      RIFAS_SITE: `http://127.0.0.1:${proxyPort}`,
      RIFAS_UPSTREAMS: ports.map((port) => `127.0.0.1:${port}`).join(' '),
      CADDY_ADMIN: 'off',
      XDG_DATA_HOME: dataDirs[0],
      XDG_CONFIG_HOME: dataDirs[0],
    },
    stdio: 'ignore', // Caddy logs every start and stop at INFO
  });
  children.push(caddy);
  await waitForHealth(proxyPort, caddy, 'caddy');

  const kill = async (instance: Instance) => {
    instance.child.kill('SIGKILL');
    await instance.exited;
  };
  const stop = async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map(exitOf));
    await bucket.stop();
    for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    const cleanup = new pg.Client({ connectionString: serverUrl });
    await cleanup.connect();
    await cleanup.query(`drop database if exists ${database} with (force)`);
    await cleanup.end();
  };
  return { proxyPort, instances: [first, second], bucket, kill, stop };
}

export type Answer = { status: number; body: string };

/**
 * A request to `port` from a chosen loopback address (the whole 127/8 is
 * loopback): through Caddy, each address is another buyer. `status` 0 when the
 * connection failed.
 */
export function requestFrom(
  from: string,
  port: number,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        localAddress: from,
        method,
        path,
        headers: payload ? { 'content-type': 'application/json', ...headers } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', () => resolve({ status: 0, body: '' }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(payload);
  });
}
