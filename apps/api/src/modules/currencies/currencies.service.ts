import {
  messages,
  type Currency,
  type CurrencyInput,
  type CurrencyList,
  type CurrencyListQuery,
  type CurrencyStats,
} from '@rifas/shared';
import type { Executor } from '../../db/client';
import type { ServiceContext } from '../../context';
import { conflict, fieldIssue, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../db/sql-errors';
import { recordAudit } from '../audit';
import * as repo from './currencies.repository';
import { staleRateBefore } from './rate-staleness';
import { refreshRateSoon } from './rates.service';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/**
 * A currency as the admin API shows it: status normalised, 'N/A' for a rate never
 * fetched, 'Tasa vieja' (stale) when its rate was obtained before `staleBefore`.
 */
function presentCurrency(row: repo.CurrencyRow, staleBefore: Date): Currency {
  return {
    id: row.id,
    nombre: row.nombre,
    codigo: row.codigo,
    simbolo: row.simbolo,
    url_precio: row.urlPrecio,
    campo_precio: row.campoPrecio,
    respaldos: row.respaldos,
    precio_manual: row.precioManual,
    fuente_precio: row.fuentePrecio,
    estatus: row.estatus ?? 'si',
    posicion: row.posicion,
    precio: row.precio ?? 'N/A',
    precio_updated_at: iso(row.precioUpdatedAt),
    stale:
      row.precio !== null &&
      (!row.precioUpdatedAt || row.precioUpdatedAt.getTime() < staleBefore.getTime()),
    last_error: row.lastError,
    last_error_at: iso(row.lastErrorAt),
  };
}

export async function listCurrencies(
  ctx: ServiceContext,
  query: CurrencyListQuery,
): Promise<CurrencyList> {
  const { rows, total } = await repo.listCurrenciesPage(ctx.db, query);
  return {
    monedas: rows.map((row) => presentCurrency(row, staleRateBefore(ctx))),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.ceil(total / query.limit),
    },
  };
}

export async function listAllCurrencies(ctx: ServiceContext): Promise<Currency[]> {
  return (await repo.listAllCurrencies(ctx.db)).map((row) =>
    presentCurrency(row, staleRateBefore(ctx)),
  );
}

export async function getCurrency(ctx: ServiceContext, { id }: { id: number }): Promise<Currency> {
  const row = await repo.findCurrencyById(ctx.db, id);
  if (!row) throw notFound(messages.currencies.notFound);
  return presentCurrency(row, staleRateBefore(ctx));
}

export async function getCurrencyStats({ db }: ServiceContext): Promise<CurrencyStats> {
  const { total, active, withRate } = await repo.countCurrencies(db);
  return { total, active, inactive: total - active, with_rate: withRate };
}

async function ensureCodeFree(tx: Executor, codigo: string, exceptId?: number) {
  const existing = await repo.findCurrencyByCode(tx, codigo);
  if (existing && existing.id !== exceptId)
    throw conflict(
      messages.currencies.codeTaken,
      fieldIssue('codigo', messages.currencies.codeTaken),
    );
}

function auditDetails(row: repo.CurrencyRow) {
  return {
    nombre: row.nombre,
    codigo: row.codigo,
    simbolo: row.simbolo,
    url_precio: row.urlPrecio,
    campo_precio: row.campoPrecio,
    respaldos: row.respaldos,
    precio_manual: row.precioManual,
    estatus: row.estatus ?? 'si',
    posicion: row.posicion,
  };
}

/**
 * The sources of the form: a missing field keeps what the currency had. A manual
 * rate is the rate itself, dated now; taking it away leaves the last rate until a
 * source answers.
 */
function sourceValues(
  input: CurrencyInput,
  before: repo.CurrencyRow | undefined,
  now: Date,
): Pick<
  repo.NewCurrency,
  'campoPrecio' | 'respaldos' | 'precioManual' | 'precio' | 'precioUpdatedAt' | 'fuentePrecio'
> {
  const manual =
    input.precio_manual === undefined ? (before?.precioManual ?? null) : input.precio_manual;
  const manualChanged = manual !== (before?.precioManual ?? null);
  return {
    campoPrecio: input.campo_precio ?? before?.campoPrecio ?? 'price',
    respaldos: input.respaldos ?? before?.respaldos ?? [],
    precioManual: manual,
    ...(manual !== null && manualChanged
      ? { precio: manual, precioUpdatedAt: now, fuentePrecio: 'manual' }
      : {}),
  };
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err))
      throw conflict(
        messages.currencies.codeTaken,
        fieldIssue('codigo', messages.currencies.codeTaken),
      );
    throw err;
  }
}

/** Saves a new currency and fetches its rate in the background. */
export async function createCurrency(ctx: ServiceContext, input: CurrencyInput): Promise<Currency> {
  const row = await saving(() =>
    ctx.db.transaction(async (tx) => {
      await ensureCodeFree(tx, input.codigo);
      const row = await repo.insertCurrency(tx, {
        nombre: input.nombre,
        codigo: input.codigo,
        simbolo: input.simbolo,
        urlPrecio: input.url_precio,
        estatus: input.status ?? input.estatus ?? 'si',
        posicion: input.posicion ?? 0,
        ...sourceValues(input, undefined, ctx.now),
      });
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'moneda.create',
        entity: 'moneda',
        entityId: row.id,
        details: auditDetails(row),
      });
      return row;
    }),
  );
  refreshRateSoon(ctx, row);
  return presentCurrency(row, staleRateBefore(ctx));
}

/**
 * PUT replaces the form's fields; a missing status keeps the current one. A new
 * code drops the cached rate (it belonged to another currency); a new address
 * keeps it until the new source answers, fetched in the background.
 */
export async function updateCurrency(
  ctx: ServiceContext,
  { id, ...input }: CurrencyInput & { id: number },
): Promise<Currency> {
  const row = await saving(() =>
    ctx.db.transaction(async (tx) => {
      const before = await repo.findCurrencyById(tx, id);
      if (!before) throw notFound(messages.currencies.notFound);
      await ensureCodeFree(tx, input.codigo, id);
      const codeChanged = before.codigo !== input.codigo;
      const row = await repo.updateCurrency(tx, id, {
        nombre: input.nombre,
        codigo: input.codigo,
        simbolo: input.simbolo,
        urlPrecio: input.url_precio,
        estatus: input.status ?? input.estatus ?? before.estatus ?? 'si',
        posicion: input.posicion ?? before.posicion,
        ...sourceValues(input, before, ctx.now),
        // Edited, a demo currency is the operator's own: 'Vaciar Todo' keeps it (issue 42).
        demo: false,
        updatedAt: ctx.now,
        ...(codeChanged
          ? { precio: null, precioUpdatedAt: null, lastError: null, lastErrorAt: null }
          : {}),
      });
      await recordAudit(tx, {
        actor: ctx.actor,
        action: 'moneda.update',
        entity: 'moneda',
        entityId: id,
        details: { before: auditDetails(before), after: auditDetails(row!) },
      });
      return row!;
    }),
  );
  refreshRateSoon(ctx, row);
  return presentCurrency(row, staleRateBefore(ctx));
}

/** DELETE deactivates (docs/domain.md): the row, its rate and past payments' references stay. */
export async function deactivateCurrency(
  ctx: ServiceContext,
  { id }: { id: number },
): Promise<Currency> {
  const row = await ctx.db.transaction(async (tx) => {
    const before = await repo.findCurrencyById(tx, id);
    if (!before) throw notFound(messages.currencies.notFound);
    const row = await repo.updateCurrency(tx, id, { estatus: 'no', updatedAt: ctx.now });
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'moneda.deactivate',
      entity: 'moneda',
      entityId: id,
      details: { codigo: before.codigo, estatus_anterior: before.estatus ?? 'si' },
    });
    return row!;
  });
  return presentCurrency(row, staleRateBefore(ctx));
}
