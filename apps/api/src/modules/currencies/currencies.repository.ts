import { and, asc, count, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { currencies } from '../../db/schema';

export type CurrencyRow = typeof currencies.$inferSelect;
export type NewCurrency = Pick<
  typeof currencies.$inferInsert,
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
export const isActive = or(eq(currencies.estatus, 'si'), isNull(currencies.estatus))!;

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function searchCondition(search: string): SQL | undefined {
  if (!search) return undefined;
  const pattern = `%${escapeLike(search)}%`;
  return or(
    ilike(currencies.nombre, pattern),
    ilike(currencies.codigo, pattern),
    ilike(currencies.simbolo, pattern),
  );
}

export async function listCurrenciesPage(
  db: Executor,
  { page, limit, search }: { page: number; limit: number; search: string },
): Promise<{ rows: CurrencyRow[]; total: number }> {
  const where = searchCondition(search);
  const [totalRow] = await db.select({ n: count() }).from(currencies).where(where);
  const rows = await db
    .select()
    .from(currencies)
    .where(where)
    .orderBy(asc(currencies.posicion), asc(currencies.nombre), asc(currencies.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return { rows, total: totalRow?.n ?? 0 };
}

export function listAllCurrencies(db: Executor): Promise<CurrencyRow[]> {
  return db
    .select()
    .from(currencies)
    .orderBy(asc(currencies.posicion), asc(currencies.nombre), asc(currencies.id));
}

export async function findCurrencyById(db: Executor, id: number): Promise<CurrencyRow | undefined> {
  const [row] = await db.select().from(currencies).where(eq(currencies.id, id));
  return row;
}

export async function findCurrencyByCode(
  db: Executor,
  codigo: string,
): Promise<CurrencyRow | undefined> {
  const [row] = await db.select().from(currencies).where(eq(currencies.codigo, codigo));
  return row;
}

export async function insertCurrency(db: Executor, values: NewCurrency): Promise<CurrencyRow> {
  const [row] = await db.insert(currencies).values(values).returning();
  return row!;
}

export async function updateCurrency(
  db: Executor,
  id: number,
  values: Partial<typeof currencies.$inferInsert>,
): Promise<CurrencyRow | undefined> {
  const [row] = await db.update(currencies).set(values).where(eq(currencies.id, id)).returning();
  return row;
}

export async function countCurrencies(db: Executor) {
  const [row] = await db
    .select({
      total: count(),
      active: count(sql`case when ${isActive} then 1 end`),
      withRate: count(sql`case when ${and(isActive, isNotNull(currencies.precio))} then 1 end`),
    })
    .from(currencies);
  return { total: row?.total ?? 0, active: row?.active ?? 0, withRate: row?.withRate ?? 0 };
}

export function listActiveCurrencies(db: Executor): Promise<CurrencyRow[]> {
  return db
    .select()
    .from(currencies)
    .where(isActive)
    .orderBy(asc(currencies.posicion), asc(currencies.codigo));
}

/**
 * Active currencies whose last fetch (good or failed) is older than `cutoff`, so
 * instances taking turns do not fetch a source again right after another did.
 */
export function listRatesDue(db: Executor, cutoff: Date): Promise<CurrencyRow[]> {
  const lastAttempt = sql`greatest(${currencies.fetchedAt}, ${currencies.lastErrorAt})`;
  return db
    .select()
    .from(currencies)
    .where(
      and(
        isActive,
        // A manual rate is the operator's: no source replaces it.
        isNull(currencies.precioManual),
        or(sql`${lastAttempt} is null`, sql`${lastAttempt} <= ${cutoff}`),
      ),
    )
    .orderBy(asc(currencies.codigo));
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
    .update(currencies)
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
        eq(currencies.id, rate.id),
        eq(currencies.urlPrecio, rate.fetchedUrl),
        isNull(currencies.precioManual),
      ),
    )
    .returning({ id: currencies.id });
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
    .update(currencies)
    .set({ lastError: message.slice(0, 500), lastErrorAt: now })
    .where(and(eq(currencies.id, id), eq(currencies.urlPrecio, fetchedUrl)))
    .returning({ id: currencies.id });
  return rows.length > 0;
}

/** The cached rate of 1 USD for every active currency (a null status counts as active). */
export function listActiveRateRows(db: Executor) {
  return db
    .select({
      codigo: currencies.codigo,
      simbolo: currencies.simbolo,
      precio: currencies.precio,
      precioUpdatedAt: currencies.precioUpdatedAt,
    })
    .from(currencies)
    .where(or(eq(currencies.estatus, 'si'), isNull(currencies.estatus)))
    .orderBy(currencies.posicion, currencies.codigo);
}
