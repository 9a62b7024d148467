import { readFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPglite, openPostgres, wrapPglite, type Database } from '../db/client';
import { createDatabaseRuntime, type AppDb } from '../db/database-runtime';

export type TestDatabase = Database & { url: string | null; drop(): Promise<void> };

/**
 * `database`'s handle with a runtime of its own, as a script opens one: for a
 * test of a helper that takes the runtime, without an app (ADR 069). close()
 * sends the changes still pending, then closes the database.
 */
export function withOwnRuntime(database: Database): AppDb & { close(): Promise<void> } {
  const runtime = createDatabaseRuntime(database, (err) => {
    throw err;
  });
  return {
    db: database.db,
    runtime,
    close: async () => {
      await runtime.changes.close();
      await database.close();
    },
  };
}

/**
 * The run's dump, read once per test worker: a Blob cannot be changed, so every
 * database loaded from it starts the same, and a worker (isolate: false) loads it for
 * each of its test files. Keyed by path because global-setup chooses the file.
 */
const dumps = new Map<string, Promise<Blob>>();
function readDump(path: string): Promise<Blob> {
  let dump = dumps.get(path);
  if (!dump) {
    dump = readFile(path).then((bytes) => new Blob([bytes]));
    dumps.set(path, dump);
  }
  return dump;
}

/**
 * A fresh, migrated database for one test file (or one test): a copy of the
 * run's template on PostgreSQL, or a PGlite loaded from the run's dump.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const templateUrl = inject('pgTemplateUrl');
  if (templateUrl) {
    const template = new URL(templateUrl);
    // Never connect to the template itself: PostgreSQL refuses to copy a database
    // while anyone is connected to it, and test files start in parallel.
    const baseUrl = inject('pgBaseUrl') ?? templateUrl;
    const name = `rifas_t_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    await admin.query(`create database "${name}" template "${template.pathname.slice(1)}"`);
    // A test's commits do not wait for the disk (ADR 099): a copy does not inherit the
    // template's database settings, so each copy is told.
    await admin.query(`alter database "${name}" set synchronous_commit = off`);
    await admin.end();
    const url = new URL(templateUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), 20);
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await database.close();
    };
    return {
      ...database,
      close,
      url: url.toString(),
      async drop() {
        await close();
        const dropper = new pg.Client({ connectionString: baseUrl });
        await dropper.connect();
        await dropper.query(`drop database if exists "${name}" with (force)`);
        await dropper.end();
      },
    };
  }
  const dumpPath = inject('pgliteDumpPath');
  if (!dumpPath) throw new Error('global-setup did not prepare a database');
  const client = await createPglite({ loadDataDir: await readDump(dumpPath) });
  const database = wrapPglite(client);
  let closed = false;
  const close = async () => {
    if (closed) return;
    closed = true;
    await client.close();
  };
  return { ...database, close, url: null, drop: close };
}
