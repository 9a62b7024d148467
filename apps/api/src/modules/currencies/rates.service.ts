import type { ActiveRate, ExchangeRate } from '@rifas/shared';
import { withSessionLock } from '../../db/advisory-lock';
import type { Executor } from '../../db/client';
import type { ServiceContext } from '../../context';
import * as repo from './currencies.repository';
import { fetchUsdRate, RateFetchError } from './rate-source';
import { publicStaleAfterMs, staleRateBefore } from './rate-staleness';

type RateRows = Awaited<ReturnType<typeof repo.listActiveRateRows>>;

/**
 * The rates buyers may see and a payment may save: all of them, or (RATE_STALE_HIDE)
 * only those obtained after the stale limit, each from one known rate with its date.
 */
function usableRates(rows: RateRows, ctx: Pick<ServiceContext, 'now' | 'config'>): ActiveRate[] {
  const before = staleRateBefore(ctx).getTime();
  return rows
    .filter((row) => !ctx.config.rateStale.hide || (row.precioUpdatedAt?.getTime() ?? 0) >= before)
    .map(({ codigo, simbolo, precio }) => ({ codigo, simbolo, precio }));
}

/**
 * When the first rate usable now turns stale and (RATE_STALE_HIDE) hidden, as
 * epoch ms: a cached answer built from these rates lapses then. Null when none will.
 */
function usableUntil(rows: RateRows, ctx: Pick<ServiceContext, 'now' | 'config'>): number | null {
  if (!ctx.config.rateStale.hide) return null;
  const before = staleRateBefore(ctx).getTime();
  const ageMs = ctx.config.rateStale.hours * 3_600_000;
  const dates = rows.map((row) => row.precioUpdatedAt?.getTime() ?? 0).filter((at) => at >= before);
  return dates.length > 0 ? Math.min(...dates) + ageMs : null;
}

/**
 * The cached rate of 1 USD for every active currency (a null status counts as
 * active), and until when that list holds (usableUntil). A helper for another
 * service's transaction, so it takes its handle.
 */
export async function listActiveRates(
  db: Executor,
  ctx: Pick<ServiceContext, 'now' | 'config'>,
): Promise<{ rates: ActiveRate[]; validUntil: number | null }> {
  const rows = await repo.listActiveRateRows(db);
  return { rates: usableRates(rows, ctx), validUntil: usableUntil(rows, ctx) };
}

/** The same, from this instance's memory until a currency or rate changes (db/held-reads.ts). */
export async function heldActiveRates(
  ctx: Pick<ServiceContext, 'db' | 'runtime' | 'now' | 'config'>,
): Promise<ActiveRate[]> {
  const rows = await ctx.runtime.held.read('active-rates', ['rates'], () =>
    repo.listActiveRateRows(ctx.db),
  );
  return usableRates(rows, ctx);
}

/** GET /monedas/rates: what the header strip shows, straight from the cache, as of `ctx.now`. */
export async function listPublicRates({
  db,
  now,
  config,
}: ServiceContext): Promise<ExchangeRate[]> {
  const staleBefore = now.getTime() - publicStaleAfterMs(config.ratesRefreshSeconds);
  const hideBefore = config.rateStale.hide ? staleRateBefore({ now, config }).getTime() : null;
  const rows = (await repo.listActiveCurrencies(db)).filter(
    (row) => hideBefore === null || (row.precioUpdatedAt?.getTime() ?? 0) >= hideBefore,
  );
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

export type RefreshOutcome =
  { codigo: string; ok: true; precio: number } | { codigo: string; ok: false; error: string };

type CurrencyToFetch = Pick<
  repo.CurrencyRow,
  'id' | 'codigo' | 'urlPrecio' | 'campoPrecio' | 'respaldos' | 'precioManual'
>;

/**
 * Fetches one currency's rate: url_precio first, then each fallback in order; the
 * first that answers gives the rate, recorded with the time it was obtained and
 * its source. When all fail the last rate stays with its own date, and the first
 * source's error is recorded (docs/domain.md Rates).
 */
export async function refreshCurrencyRate(
  { db, now, config }: ServiceContext,
  { moneda: currency, timeoutMs }: { moneda: CurrencyToFetch; timeoutMs?: number },
): Promise<RefreshOutcome> {
  const sources = [
    { url: currency.urlPrecio, campo: currency.campoPrecio, fuente: 'principal' },
    ...currency.respaldos.map((source, i) => ({ ...source, fuente: `respaldo ${i + 1}` })),
  ];
  let firstError: string | null = null;
  for (const source of sources) {
    try {
      const { precio, fecha } = await fetchUsdRate(source.url, source.campo, {
        allowPrivate: config.allowPrivateRateUrls,
        now,
        timeZone: config.businessTz,
        ...(timeoutMs ? { timeoutMs } : {}),
      });
      await repo.recordRate(db, {
        id: currency.id,
        fetchedUrl: currency.urlPrecio,
        precio,
        fecha: fecha ?? now,
        fetchedAt: now,
        fuente: source.fuente,
      });
      return { codigo: currency.codigo, ok: true, precio };
    } catch (err) {
      if (!(err instanceof RateFetchError)) throw err;
      firstError ??= err.message;
    }
  }
  await repo.recordRateError(db, currency.id, currency.urlPrecio, firstError!, now);
  return { codigo: currency.codigo, ok: false, error: firstError! };
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
  const outcomes = await withSessionLock(ctx.database, LOCK_KEYS, async () => {
    const cutoff = new Date(ctx.now.getTime() - minAgeMs);
    const due = await repo.listRatesDue(ctx.db, cutoff);
    const outcomes: RefreshOutcome[] = [];
    let next = 0;
    const worker = async () => {
      while (next < due.length) {
        const currency = due[next++]!;
        outcomes.push(await refreshCurrencyRate(ctx, { moneda: currency }));
      }
    };
    await Promise.all(Array.from({ length: Math.min(FETCH_CONCURRENCY, due.length) }, worker));
    return outcomes.sort((a, b) => a.codigo.localeCompare(b.codigo));
  });
  // The new rates reach this instance's cached answers through the table's
  // NOTIFY, asynchronous on PostgreSQL: wait for it, as an admin write does, so
  // the refresh ends with this instance already showing them.
  await ctx.runtime.changes.sync();
  return outcomes;
}

/**
 * A saved currency's rate is fetched now instead of at the next refresh; the
 * answer never waits for the source (ctx.background). Off when background jobs
 * are off (tests), and for an inactive currency.
 */
export function refreshRateSoon(
  ctx: ServiceContext,
  currency: CurrencyToFetch & Pick<repo.CurrencyRow, 'estatus'>,
): void {
  if (!ctx.config.runJobs || currency.estatus === 'no' || currency.precioManual !== null) return;
  ctx.background.run(() => refreshCurrencyRate(ctx, { moneda: currency }), {
    message: 'rate fetch after save failed',
    details: { moneda: currency.id },
  });
}
