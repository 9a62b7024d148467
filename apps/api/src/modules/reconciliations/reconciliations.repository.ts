import { and, asc, between, eq, inArray, isNotNull, lt, or, type SQL } from 'drizzle-orm';
import type { ReconciliationGroups, StatementMapping } from '@rifas/shared';
import type { Executor } from '../../db/client';
import {
  currencies,
  paymentMethods,
  payments,
  reconciliations,
  statementClaims,
  statementMappings,
} from '../../db/schema';

/** Payments with what matching needs, and the currency their method names. */
function listForMatching(db: Executor, where: SQL | undefined) {
  return db
    .select({
      id: payments.id,
      customerName: payments.customerName,
      customerPhone: payments.customerPhone,
      paymentMethodName: payments.paymentMethodName,
      referenceNumber: payments.referenceNumber,
      paymentDate: payments.paymentDate,
      createdAt: payments.createdAt,
      amountCents: payments.amountCents,
      precioMoneda: payments.precioMoneda,
      currency: currencies.codigo,
    })
    .from(payments)
    .leftJoin(paymentMethods, eq(paymentMethods.id, payments.paymentMethodId))
    .leftJoin(currencies, eq(currencies.id, paymentMethods.monedaId))
    .where(where)
    .orderBy(asc(payments.id));
}

/** Every pending payment, as matching sees it. */
export const listPendingForMatching = (db: Executor) =>
  listForMatching(db, eq(payments.status, 'pending'));

/**
 * The validated payments with a reference whose day (typed, else of purchase)
 * may fall in a statement's window: from `fromDay` to `toDay` ('YYYY-MM-DD'), or
 * created between `from` and `to`.
 */
export const listValidatedForMatching = (
  db: Executor,
  window: { fromDay: string; toDay: string; from: Date; to: Date },
) =>
  listForMatching(
    db,
    and(
      eq(payments.status, 'completed'),
      isNotNull(payments.referenceNumber),
      or(
        between(payments.paymentDate, window.fromDay, window.toDay),
        between(payments.createdAt, window.from, window.to),
      ),
    ),
  );

export type PendingRow = Awaited<ReturnType<typeof listPendingForMatching>>[number];

/** Which of these line keys already validated a payment. */
/** Keys per query: one bind parameter each, far below PostgreSQL's 65,535. */
const KEYS_PER_QUERY = 5_000;

export async function findUsedLineKeys(db: Executor, keys: string[]): Promise<Set<string>> {
  const used = new Set<string>();
  for (let at = 0; at < keys.length; at += KEYS_PER_QUERY) {
    const rows = await db
      .select({ key: statementClaims.lineKey })
      .from(statementClaims)
      .where(inArray(statementClaims.lineKey, keys.slice(at, at + KEYS_PER_QUERY)));
    for (const row of rows) used.add(row.key);
  }
  return used;
}

export async function insertReconciliation(
  db: Executor,
  row: {
    fileName: string;
    fileKey: string;
    format: string;
    groups: ReconciliationGroups;
    createdBy: number | null;
    createdAt: Date;
  },
) {
  const [inserted] = await db.insert(reconciliations).values(row).returning();
  return inserted!;
}

export async function findReconciliation(db: Executor, id: number) {
  const [row] = await db.select().from(reconciliations).where(eq(reconciliations.id, id));
  return row;
}

/** Statement files kept past their time (created before `before`, file not yet deleted). */
export function listExpiredFiles(db: Executor, before: Date) {
  return db
    .select({ id: reconciliations.id, fileKey: reconciliations.fileKey })
    .from(reconciliations)
    .where(and(lt(reconciliations.createdAt, before), isNotNull(reconciliations.fileKey)));
}

export async function forgetFile(db: Executor, id: number) {
  await db.update(reconciliations).set({ fileKey: null }).where(eq(reconciliations.id, id));
}

export function listMappings(db: Executor) {
  return db.select().from(statementMappings).orderBy(asc(statementMappings.name));
}

export async function saveMapping(
  db: Executor,
  name: string,
  mapping: StatementMapping,
  now: Date,
) {
  await db
    .insert(statementMappings)
    .values({ name, mapping, updatedAt: now })
    .onConflictDoUpdate({ target: statementMappings.name, set: { mapping, updatedAt: now } });
}
