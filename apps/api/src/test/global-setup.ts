import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createPglite, openPostgres, wrapPglite } from '../db/client';
import { runMigrations } from '../db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL run: a migrated template database each test file copies. */
    pgTemplateUrl: string | null;
    /** PostgreSQL run: the DATABASE_URL itself, used to create and drop the copies. */
    pgBaseUrl: string | null;
    /** PGlite run: a dump of a migrated database each test file loads. */
    pgliteDumpPath: string | null;
  }
}

/**
 * Migrates once per run. On PostgreSQL (DATABASE_URL set) a fresh template
 * database is created for this run; otherwise a migrated PGlite is dumped to a
 * file. Each test file then gets its own copy (see test/app.ts).
 */
export default async function setup(project: TestProject) {
  const baseUrl = process.env.DATABASE_URL;
  if (baseUrl) {
    const name = `rifas_tpl_${Date.now()}_${process.pid}`;
    const admin = new pg.Client({ connectionString: baseUrl });
    try {
      await admin.connect();
    } catch (err) {
      throw new Error(
        `No se pudo conectar a PostgreSQL en DATABASE_URL: ${(err as Error).message}`,
        {
          cause: err,
        },
      );
    }
    await admin.query(`create database "${name}"`);
    // The migrations' commits do not wait for the disk either (ADR 099).
    await admin.query(`alter database "${name}" set synchronous_commit = off`);
    const url = new URL(baseUrl);
    url.pathname = `/${name}`;
    const database = openPostgres(url.toString(), 2);
    await runMigrations(database);
    await database.close();
    project.provide('pgTemplateUrl', url.toString());
    project.provide('pgBaseUrl', baseUrl);
    project.provide('pgliteDumpPath', null);
    return async () => {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.end();
    };
  }
  const dir = await mkdtemp(join(tmpdir(), 'rifas-pglite-'));
  // WAL segments of 1 MB instead of 16: every test file untars this dump, and the one
  // mostly empty 16 MB segment was a third of it (42.7 MB, 33.3 MB with this). Only the
  // test template is made this way; WAL size changes no query's result.
  const client = await createPglite({ initDbStartParams: ['--wal-segsize=1'] });
  await runMigrations(wrapPglite(client));
  const dump = await client.dumpDataDir('none');
  const file = join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide('pgTemplateUrl', null);
  project.provide('pgBaseUrl', null);
  project.provide('pgliteDumpPath', file);
  return async () => rm(dir, { recursive: true, force: true });
}
