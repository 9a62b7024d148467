import type { ActiveRate, ExchangeRate } from '@rifas/shared';
import { withSessionLock } from '../../db/advisory-lock';
import type { Db, Executor } from '../../db/client';
import { heldRead } from '../../db/held-reads';
import type { ServiceContext } from '../../context';
import * as repo from './currencies.repository';
import { fetchUsdRate, RateFetchError } from './rate-source';

/**
 * The cached rate of 1 USD for every active currency (a null status counts as
 * active). A helper for another service's transaction, so it takes its handle.
 */
export function listActiveRates(db: Executor): Promise<ActiveRate[]> {
  return repo.listActiveRateRows(db);
}

/** The same, from this instance's memory until a currency or rate changes (db/held-reads.ts). */
export function heldActiveRates(db: Db): Promise<ActiveRate[]> {
  return heldRead(db, 'active-rates', ['rates'], () => repo.listActiveRateRows(db));
}

/** A rate older than this many refresh intervals is shown as stale. */
const STALE_AFTER_INTERVALS = 3;

/** GET /monedas/rates: what the header strip shows, straight from the cache, as of `ctx.now`. */
export async function listPublicRates({
  db,
  now,
  config,
}: ServiceContext): Promise<ExchangeRate[]> {
  const staleBefore = now.getTime() - STALE_AFTER_INTERVALS * config.ratesRefreshSeconds * 1000;
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

/** When the first rate now fresh turns stale (the answer changes then); null if none will. */
export function nextStaleAt(rates: readonly ExchangeRate[], refreshSeconds: number): number | null {
  let next: number | null = null;
  for (const rate of rates) {
    if (rate.stale || !rate.updated_at || rate.precio === 'N/A') continue;
    const at = Date.parse(rate.updated_at) + STALE_AFTER_INTERVALS * refreshSeconds * 1000;
    next = next === null ? at : Math.min(next, at);
  }
  return next;
}

export type RefreshOutcome =
  { codigo: string; ok: true; precio: number } | { codigo: string; ok: false; error: string };

type MonedaToFetch = Pick<repo.MonedaRow, 'id' | 'codigo' | 'urlPrecio'>;

/** Fetches one currency's url_precio and records the rate, or the error (keeping the last rate). */
export async function refreshMonedaRate(
  { db, now, config }: ServiceContext,
  { moneda, timeoutMs }: { moneda: MonedaToFetch; timeoutMs?: number },
): Promise<RefreshOutcome> {
  try {
    const precio = await fetchUsdRate(moneda.urlPrecio, {
      allowPrivate: config.allowPrivateRateUrls,
      ...(timeoutMs ? { timeoutMs } : {}),
    });
    await repo.recordRate(db, moneda.id, moneda.urlPrecio, precio, now);
    return { codigo: moneda.codigo, ok: true, precio };
  } catch (err) {
    if (!(err instanceof RateFetchError)) throw err;
    await repo.recordRateError(db, moneda.id, moneda.urlPrecio, err.message, now);
    return { codigo: moneda.codigo, ok: false, error: err.message };
  }
}

// Any constant pair shared by every instance (the second spells "rate" in ASCII).
const LOCK_KEYS = '727310001, 1918989413';

const FETCH_CONCURRENCY = 4;

/**
 * The rates job: fetches every active currency whose last attempt is older than
 * `minAgeMs`, at most FETCH_CONCURRENCY at a time. Returns null when another
 * instance is refreshing right now.
 */
export async function refreshAllRates(
  ctx: ServiceContext,
  { minAgeMs = 0 }: { minAgeMs?: number } = {},
): Promise<RefreshOutcome[] | null> {
  return withSessionLock(ctx.database, LOCK_KEYS, async () => {
    const cutoff = new Date(ctx.now.getTime() - minAgeMs);
    const due = await repo.listRatesDue(ctx.db, cutoff);
    const outcomes: RefreshOutcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const moneda = due[next++]!;
        outcomes.push(await refreshMonedaRate(ctx, { moneda }));
      }
    };
    await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, due.length) }, worker));
    return outcomes.sort((a, b) => a.codigo.localeCompare(b.codigo));
  });
}

/**
 * A saved currency's rate is fetched now instead of at the next refresh; the
 * answer never waits for the source (ctx.background). Off when background jobs
 * are off (tests), and for an inactive currency.
 */
export function refreshRateSoon(
  ctx: ServiceContext,
  moneda: MonedaToFetch & Pick<repo.MonedaRow, 'estatus'>,
): void {
  if (!ctx.config.runJobs || moneda.estatus === 'no') return;
  ctx.background.run(() => refreshMonedaRate(ctx, { moneda }), {
    message: 'rate fetch after save failed',
    details: { moneda: moneda.id },
  });
}
