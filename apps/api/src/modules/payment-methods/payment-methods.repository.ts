import { asc, eq, getTableColumns } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { currencies, paymentMethods } from '../../db/schema';

/** A method with the code of the currency it names (null when it names none). */
export type PaymentMethodRow = typeof paymentMethods.$inferSelect & {
  monedaCodigo: string | null;
};
export type NewPaymentMethodRow = typeof paymentMethods.$inferInsert;

function selectMethods(db: Executor) {
  return db
    .select({ ...getTableColumns(paymentMethods), monedaCodigo: currencies.codigo })
    .from(paymentMethods)
    .leftJoin(currencies, eq(currencies.id, paymentMethods.monedaId));
}

export async function listPaymentMethodRows(
  db: Executor,
  opts: { activeOnly: boolean },
): Promise<PaymentMethodRow[]> {
  return selectMethods(db)
    .where(opts.activeOnly ? eq(paymentMethods.isActive, true) : undefined)
    .orderBy(asc(paymentMethods.id));
}

/** True when the currency exists (a method may name it). */
export async function currencyExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: currencies.id })
    .from(currencies)
    .where(eq(currencies.id, id));
  return row !== undefined;
}

/** True when buyers have at least one method to pay with. */
export async function hasActivePaymentMethod(db: Executor): Promise<boolean> {
  const [row] = await db
    .select({ id: paymentMethods.id })
    .from(paymentMethods)
    .where(eq(paymentMethods.isActive, true))
    .limit(1);
  return row !== undefined;
}

export async function findPaymentMethodById(
  db: Executor,
  id: number,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await selectMethods(db).where(eq(paymentMethods.id, id));
  return row;
}

export async function insertPaymentMethod(
  db: Executor,
  values: NewPaymentMethodRow,
): Promise<PaymentMethodRow> {
  const [row] = await db.insert(paymentMethods).values(values).returning({ id: paymentMethods.id });
  return (await findPaymentMethodById(db, row!.id))!;
}

export async function updatePaymentMethodRow(
  db: Executor,
  id: number,
  values: Partial<NewPaymentMethodRow>,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db
    .update(paymentMethods)
    .set(values)
    .where(eq(paymentMethods.id, id))
    .returning({ id: paymentMethods.id });
  return row && findPaymentMethodById(db, row.id);
}

export async function deletePaymentMethodRow(
  db: Executor,
  id: number,
): Promise<typeof paymentMethods.$inferSelect | undefined> {
  const [row] = await db.delete(paymentMethods).where(eq(paymentMethods.id, id)).returning();
  return row;
}
