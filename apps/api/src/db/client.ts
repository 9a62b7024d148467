import { mkdir } from 'node:fs/promises';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { optimizeNextTickBeforePglite } from './pglite-next-tick';

export type Schema = typeof schema;
/** The same query surface on PGlite and PostgreSQL; code above the driver uses only this. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Repositories accept either, so a service can run them inside its transaction. */
export type Executor = Db | Tx;

export type Database = {
  db: Db;
  driver: 'pglite' | 'pg';
  /** Opens a dedicated LISTEN channel; returns the unsubscribe function. */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
  /** The embedded database handle, when that is the driver (tests clone and dump it). */
  pglite?: PGlite;
  pool?: pg.Pool;
  /**
   * The session locks held on the embedded database (db/advisory-lock.ts): PGlite is
   * one session, where a session lock is re-entrant, so this set does the excluding
   * among everything that shares the database in this process.
   */
  sessionLocks?: Set<string>;
};

export function wrapPglite(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: 'pglite',
    pglite: client,
    sessionLocks: new Set(),
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    close: () => client.close(),
  };
}

/**
 * Every embedded database is opened through here: the migrations create the
 * pg_trgm extension (the payments search index), which PGlite must have loaded.
 */
export async function createPglite(
  options: Omit<PGliteOptions, 'extensions'> = {},
): Promise<PGlite> {
  await optimizeNextTickBeforePglite();
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir) await mkdir(dataDir, { recursive: true });
  const client = await createPglite(dataDir ? { dataDir } : {});
  return wrapPglite(client);
}

export function openPostgres(url: string, max = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max });
  // An idle client's network error must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    driver: 'pg',
    pool,
    listen: (channel, onPayload) => listenWithReconnect(url, channel, onPayload),
    close: () => pool.end(),
  };
}

/**
 * A dedicated LISTEN connection (outside the pool) that reconnects with back-off
 * when the server drops it, so live events survive a PostgreSQL restart. After a
 * reconnect an empty payload is delivered: listeners treat it as "re-check".
 */
async function listenWithReconnect(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
): Promise<() => Promise<void>> {
  const quoted = `"${channel.replace(/"/g, '')}"`;
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 500;
  let timer: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onPayload(msg.payload ?? '');
    });
    const lost = () => {
      if (client !== c) return;
      client = null;
      c.removeAllListeners('error');
      c.on('error', () => undefined);
      c.end().catch(() => undefined);
      scheduleReconnect();
    };
    c.on('error', lost);
    c.on('end', lost);
    await c.connect();
    await c.query(`LISTEN ${quoted}`);
    client = c;
    retryMs = 500;
  };

  const scheduleReconnect = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      connect()
        .then(() => onPayload(''))
        .catch(() => {
          retryMs = Math.min(retryMs * 2, 30_000);
          scheduleReconnect();
        });
    }, retryMs);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(timer);
    const c = client;
    client = null;
    if (c) {
      c.removeAllListeners('error');
      c.on('error', () => undefined);
      await c.end().catch(() => undefined);
    }
  };
}

export async function openDatabase(config: {
  databaseUrl?: string | undefined;
  dataDir: string;
}): Promise<Database> {
  return config.databaseUrl ? openPostgres(config.databaseUrl) : openPglite(`${config.dataDir}/db`);
}
