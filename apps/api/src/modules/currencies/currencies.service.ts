import {
  messages,
  type Moneda,
  type MonedaInput,
  type MonedaList,
  type MonedaListQuery,
  type MonedaStats,
} from '@rifas/shared';
import type { Db, Executor } from '../../db/client';
import { conflict, notFound } from '../../lib/errors';
import { recordAudit, type AuditActor } from '../audit/audit.service';
import * as repo from './currencies.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A currency as the admin API shows it: status normalised, 'N/A' for a rate never fetched. */
export function presentMoneda(row: repo.MonedaRow): Moneda {
  return {
    id: row.id,
    nombre: row.nombre,
    codigo: row.codigo,
    simbolo: row.simbolo,
    url_precio: row.urlPrecio,
    estatus: row.estatus ?? 'si',
    precio: row.precio ?? 'N/A',
    precio_updated_at: iso(row.precioUpdatedAt),
    last_error: row.lastError,
    last_error_at: iso(row.lastErrorAt),
  };
}

export async function listMonedas(db: Db, query: MonedaListQuery): Promise<MonedaList> {
  const { rows, total } = await repo.listMonedasPage(db, query);
  return {
    monedas: rows.map(presentMoneda),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      pages: Math.ceil(total / query.limit),
    },
  };
}

export async function listAllMonedas(db: Db): Promise<Moneda[]> {
  return (await repo.listAllMonedas(db)).map(presentMoneda);
}

export async function getMoneda(db: Db, id: number): Promise<Moneda> {
  const row = await repo.findMonedaById(db, id);
  if (!row) throw notFound(messages.currencies.notFound);
  return presentMoneda(row);
}

export async function getMonedaStats(db: Db): Promise<MonedaStats> {
  const { total, active, withRate } = await repo.countMonedas(db);
  return { total, active, inactive: total - active, with_rate: withRate };
}

/** The unique index is the last word when two admins save the same code at once. */
function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}

async function ensureCodeFree(tx: Executor, codigo: string, exceptId?: number) {
  const existing = await repo.findMonedaByCode(tx, codigo);
  if (existing && existing.id !== exceptId) throw conflict(messages.currencies.codeTaken);
}

function auditDetails(row: repo.MonedaRow) {
  return {
    nombre: row.nombre,
    codigo: row.codigo,
    simbolo: row.simbolo,
    url_precio: row.urlPrecio,
    estatus: row.estatus ?? 'si',
  };
}

async function saving<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(messages.currencies.codeTaken);
    throw err;
  }
}

export async function createMoneda(db: Db, input: MonedaInput, actor: AuditActor) {
  return saving(() =>
    db.transaction(async (tx) => {
      await ensureCodeFree(tx, input.codigo);
      const row = await repo.insertMoneda(tx, {
        nombre: input.nombre,
        codigo: input.codigo,
        simbolo: input.simbolo,
        urlPrecio: input.url_precio,
        estatus: input.status ?? input.estatus ?? 'si',
      });
      await recordAudit(tx, {
        actor,
        action: 'moneda.create',
        entity: 'moneda',
        entityId: row.id,
        details: auditDetails(row),
      });
      return row;
    }),
  );
}

/**
 * PUT replaces the form's fields; a missing status keeps the current one. A new
 * code drops the cached rate (it belonged to another currency); a new address
 * keeps it until the new source answers.
 */
export async function updateMoneda(
  db: Db,
  id: number,
  input: MonedaInput,
  actor: AuditActor,
  now: Date,
) {
  return saving(() =>
    db.transaction(async (tx) => {
      const before = await repo.findMonedaById(tx, id);
      if (!before) throw notFound(messages.currencies.notFound);
      await ensureCodeFree(tx, input.codigo, id);
      const codeChanged = before.codigo !== input.codigo;
      const row = await repo.updateMoneda(tx, id, {
        nombre: input.nombre,
        codigo: input.codigo,
        simbolo: input.simbolo,
        urlPrecio: input.url_precio,
        estatus: input.status ?? input.estatus ?? before.estatus ?? 'si',
        updatedAt: now,
        ...(codeChanged
          ? { precio: null, precioUpdatedAt: null, lastError: null, lastErrorAt: null }
          : {}),
      });
      await recordAudit(tx, {
        actor,
        action: 'moneda.update',
        entity: 'moneda',
        entityId: id,
        details: { before: auditDetails(before), after: auditDetails(row!) },
      });
      return row!;
    }),
  );
}

/** DELETE deactivates (SPEC §4): the row, its rate and past payments' references stay. */
export async function deactivateMoneda(db: Db, id: number, actor: AuditActor, now: Date) {
  return db.transaction(async (tx) => {
    const before = await repo.findMonedaById(tx, id);
    if (!before) throw notFound(messages.currencies.notFound);
    const row = await repo.updateMoneda(tx, id, { estatus: 'no', updatedAt: now });
    await recordAudit(tx, {
      actor,
      action: 'moneda.deactivate',
      entity: 'moneda',
      entityId: id,
      details: { codigo: before.codigo, estatus_anterior: before.estatus ?? 'si' },
    });
    return row!;
  });
}
