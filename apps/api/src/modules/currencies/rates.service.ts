import { eq, isNull, or, sql } from 'drizzle-orm';
import type { ActiveRate, ExchangeRate } from '@rifas/shared';
import type { Database, Executor } from '../../db/client';
import { monedas } from '../../db/schema';
import * as repo from './currencies.repository';
import { fetchUsdRate, RateFetchError } from './rate-source';

/** The cached rate of 1 USD for every active currency (a null status counts as active). */
export async function listActiveRates(db: Executor): Promise<ActiveRate[]> {
  return db
    .select({ codigo: monedas.codigo, simbolo: monedas.simbolo, precio: monedas.precio })
    .from(monedas)
    .where(or(eq(monedas.estatus, 'si'), isNull(monedas.estatus)))
    .orderBy(monedas.codigo);
}

/** A rate older than this many refresh intervals is shown as stale. */
const STALE_AFTER_INTERVALS = 3;

/** GET /monedas/rates: what the header strip shows, straight from the cache. */
export async function listPublicRates(
  db: Executor,
  now: Date,
  refreshSeconds: number,
): Promise<ExchangeRate[]> {
  const staleBefore = now.getTime() - STALE_AFTER_INTERVALS * refreshSeconds * 1000;
  const rows = await repo.listActiveMonedas(db);
  return rows.map((row) => {
    const updated = row.precioUpdatedAt;
    const failedSince = row.lastErrorAt && (!updated || row.lastErrorAt > updated);
    return {
      codigo: row.codigo,
      nombre: row.nombre,
      simbolo: row.simbolo,
      precio: row.precio ?? 'N/A',
      updated_at: updated ? updated.toISOString() : null,
      stale: row.precio !== null && (!updated || updated.getTime() < staleBefore),
      last_error_at: failedSince ? row.lastErrorAt!.toISOString() : null,
    };
  });
}

export type RefreshOptions = {
  allowPrivate: boolean;
  clock: () => Date;
  timeoutMs?: number;
};

export type RefreshOutcome =
  { codigo: string; ok: true; precio: number } | { codigo: string; ok: false; error: string };

/** Fetches one currency's url_precio and records the rate, or the error (keeping the last rate). */
export async function refreshMonedaRate(
  db: Executor,
  moneda: Pick<repo.MonedaRow, 'id' | 'codigo' | 'urlPrecio'>,
  opts: RefreshOptions,
): Promise<RefreshOutcome> {
  try {
    const precio = await fetchUsdRate(moneda.urlPrecio, {
      allowPrivate: opts.allowPrivate,
      ...(opts.timeoutMs ? { timeoutMs: opts.timeoutMs } : {}),
    });
    await repo.recordRate(db, moneda.id, moneda.urlPrecio, precio, opts.clock());
    return { codigo: moneda.codigo, ok: true, precio };
  } catch (err) {
    if (!(err instanceof RateFetchError)) throw err;
    await repo.recordRateError(db, moneda.id, moneda.urlPrecio, err.message, opts.clock());
    return { codigo: moneda.codigo, ok: false, error: err.message };
  }
}

// Any constant pair shared by every instance (the second spells "rate" in ASCII).
const LOCK_KEYS = '727310001, 1918989413';
// PGlite is one session in one process: a session lock is re-entrant there, so a
// process-local guard does the excluding; PostgreSQL instances exclude each other by the lock.
const refreshing = new WeakSet<Database>();

/**
 * Runs `work` only if no other instance holds the refresh lock. On PostgreSQL the
 * lock is a session advisory lock on a dedicated connection, held without an open
 * transaction, so slow sources never keep a transaction (or PGlite) busy.
 */
async function withRefreshLock<T>(database: Database, work: () => Promise<T>): Promise<T | null> {
  if (database.pool) {
    const client = await database.pool.connect();
    try {
      const { rows } = await client.query<{ locked: boolean }>(
        `select pg_try_advisory_lock(${LOCK_KEYS}) as locked`,
      );
      if (!rows[0]?.locked) return null;
      try {
        return await work();
      } finally {
        await client.query(`select pg_advisory_unlock(${LOCK_KEYS})`);
      }
    } finally {
      client.release();
    }
  }
  if (refreshing.has(database)) return null;
  refreshing.add(database);
  try {
    const got = await database.db.execute(
      sql.raw(`select pg_try_advisory_lock(${LOCK_KEYS}) as locked`),
    );
    if (!(got as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return null;
    try {
      return await work();
    } finally {
      await database.db.execute(sql.raw(`select pg_advisory_unlock(${LOCK_KEYS})`));
    }
  } finally {
    refreshing.delete(database);
  }
}

const FETCH_CONCURRENCY = 4;

/**
 * The rates job: fetches every active currency whose last attempt is older than
 * `minAgeMs`, at most FETCH_CONCURRENCY at a time. Returns null when another
 * instance is refreshing right now.
 */
export async function refreshAllRates(
  database: Database,
  opts: RefreshOptions & { minAgeMs?: number },
): Promise<RefreshOutcome[] | null> {
  return withRefreshLock(database, async () => {
    const cutoff = new Date(opts.clock().getTime() - (opts.minAgeMs ?? 0));
    const due = await repo.listRatesDue(database.db, cutoff);
    const outcomes: RefreshOutcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const moneda = due[next++]!;
        outcomes.push(await refreshMonedaRate(database.db, moneda, opts));
      }
    };
    await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, due.length) }, worker));
    return outcomes.sort((a, b) => a.codigo.localeCompare(b.codigo));
  });
}
