import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { paymentMethods, payments } from '../../db/schema';

/** An active payment method with the rules a purchase must follow. */
export function findActivePaymentMethod(db: Executor, id: number) {
  return db.query.paymentMethods.findFirst({
    where: and(eq(paymentMethods.id, id), eq(paymentMethods.isActive, true)),
    columns: {
      id: true,
      name: true,
      requiresReference: true,
      requiresDate: true,
      requiresCapture: true,
      customFields: true,
    },
  });
}

export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(tx: Executor, payment: NewPayment): Promise<number> {
  const [row] = await tx.insert(payments).values(payment).returning({ id: payments.id });
  return row!.id;
}
