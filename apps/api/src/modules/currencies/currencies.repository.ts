import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { monedas } from '../../db/schema';

export type MonedaRow = typeof monedas.$inferSelect;
export type NewMoneda = Pick<
  typeof monedas.$inferInsert,
  | 'nombre'
  | 'codigo'
  | 'simbolo'
  | 'urlPrecio'
  | 'estatus'
  | 'posicion'
  | 'campoPrecio'
  | 'respaldos'
  | 'precioManual'
  | 'precio'
  | 'precioUpdatedAt'
  | 'fuentePrecio'
>;

/** A null status counts as active (docs/domain.md). */
export const isActive = or(eq(monedas.estatus, 'si'), isNull(monedas.estatus))!;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(monedas.nombre, pattern),
    ilike(monedas.codigo, pattern),
    ilike(monedas.simbolo, pattern),
  );
}

export async function listMonedasPage(
  db: Executor,
  { page, limit, search }: { page: number; limit: number; search: string },
): Promise<{ rows: MonedaRow[]; total: number }> {
  const where = searchCondition(search);
  const [totalRow] = await db.select({ n: count() }).from(monedas).where(where);
  const rows = await db
    .select()
    .from(monedas)
    .where(where)
    .orderBy(asc(monedas.posicion), asc(monedas.nombre), asc(monedas.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: totalRow?.n ?? 0 };
}

export function listAllMonedas(db: Executor): Promise<MonedaRow[]> {
  return db
    .select()
    .from(monedas)
    .orderBy(asc(monedas.posicion), asc(monedas.nombre), asc(monedas.id));
}

export async function findMonedaById(db: Executor, id: number): Promise<MonedaRow | undefined> {
  const [row] = await db.select().from(monedas).where(eq(monedas.id, id));
  return row;
}

export async function findMonedaByCode(
  db: Executor,
  codigo: string,
): Promise<MonedaRow | undefined> {
  const [row] = await db.select().from(monedas).where(eq(monedas.codigo, codigo));
  return row;
}

export async function insertMoneda(db: Executor, values: NewMoneda): Promise<MonedaRow> {
  const [row] = await db.insert(monedas).values(values).returning();
  return row!;
}

export async function updateMoneda(
  db: Executor,
  id: number,
  values: Partial<typeof monedas.$inferInsert>,
): Promise<MonedaRow | undefined> {
  const [row] = await db.update(monedas).set(values).where(eq(monedas.id, id)).returning();
  return row;
}

export async function countMonedas(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      active: count(sql`case when ${isActive} then 1 end`),
      withRate: count(sql`case when ${and(isActive, isNotNull(monedas.precio))} then 1 end`),
    })
    .from(monedas);
  return { total: row?.total ?? 0, active: row?.active ?? 0, withRate: row?.withRate ?? 0 };
}

export function listActiveMonedas(db: Executor): Promise<MonedaRow[]> {
  return db
    .select()
    .from(monedas)
    .where(isActive)
    .orderBy(asc(monedas.posicion), asc(monedas.codigo));
}

/**
 * Active currencies whose last fetch (good or failed) is older than `cutoff`, so
 * instances taking turns do not fetch a source again right after another did.
 */
export function listRatesDue(db: Executor, cutoff: Date): Promise<MonedaRow[]> {
  const lastAttempt = sql`greatest(${monedas.fetchedAt}, ${monedas.lastErrorAt})`;
  return db
    .select()
    .from(monedas)
    .where(
      and(
        isActive,
        // A manual rate is the operator's: no source replaces it.
        isNull(monedas.precioManual),
        or(sql`${lastAttempt} is null`, sql`${lastAttempt} <= ${cutoff}`),
      ),
    )
    .orderBy(asc(monedas.codigo));
}

/**
 * A fetch result is written only while url_precio is still the address that was
 * fetched: an admin's edit made during the fetch wins over a stale answer.
 */
export async function recordRate(
  db: Executor,
  rate: {
    id: number;
    fetchedUrl: string;
    precio: number;
    /** The rate's own date: the source's, or `fetchedAt` when it gives none. */
    fecha: Date;
    fetchedAt: Date;
    fuente: string;
  },
): Promise<boolean> {
  const rows = await db
    .update(monedas)
    .set({
      precio: rate.precio,
      precioUpdatedAt: rate.fecha,
      fetchedAt: rate.fetchedAt,
      fuentePrecio: rate.fuente,
      lastError: null,
      lastErrorAt: null,
    })
    .where(
      and(
        eq(monedas.id, rate.id),
        eq(monedas.urlPrecio, rate.fetchedUrl),
        isNull(monedas.precioManual),
      ),
    )
    .returning({ id: monedas.id });
  return rows.length > 0;
}

/** A failed fetch keeps the last good rate and records why and when. */
export async function recordRateError(
  db: Executor,
  id: number,
  fetchedUrl: string,
  message: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(monedas)
    .set({ lastError: message.slice(0, 500), lastErrorAt: now })
    .where(and(eq(monedas.id, id), eq(monedas.urlPrecio, fetchedUrl)))
    .returning({ id: monedas.id });
  return rows.length > 0;
}

/** The cached rate of 1 USD for every active currency (a null status counts as active). */
export function listActiveRateRows(db: Executor) {
  return db
    .select({
      codigo: monedas.codigo,
      simbolo: monedas.simbolo,
      precio: monedas.precio,
      precioUpdatedAt: monedas.precioUpdatedAt,
    })
    .from(monedas)
    .where(or(eq(monedas.estatus, 'si'), isNull(monedas.estatus)))
    .orderBy(monedas.posicion, monedas.codigo);
}
