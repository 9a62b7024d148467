import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentMethods } from '../../db/schema';

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;
export type NewPaymentMethodRow = typeof paymentMethods.$inferInsert;

export async function listPaymentMethodRows(
  db: Executor,
  opts: { activeOnly: boolean },
): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(opts.activeOnly ? eq(paymentMethods.isActive, true) : undefined)
    .orderBy(asc(paymentMethods.id));
}

export async function findPaymentMethodById(
  db: Executor,
  id: number,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.select().from(paymentMethods).where(eq(paymentMethods.id, id));
  return row;
}

export async function insertPaymentMethod(
  db: Executor,
  values: NewPaymentMethodRow,
): Promise<PaymentMethodRow> {
  const [row] = await db.insert(paymentMethods).values(values).returning();
  return row!;
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
    .returning();
  return row;
}

export async function deletePaymentMethodRow(
  db: Executor,
  id: number,
): Promise<PaymentMethodRow | undefined> {
  const [row] = await db.delete(paymentMethods).where(eq(paymentMethods.id, id)).returning();
  return row;
}
