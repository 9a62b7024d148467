import { and, eq, type SQL } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { heldRead } from '../../db/held-reads';
import { paymentMethods, payments } from '../../db/schema';

/** An active payment method with the rules a purchase must follow. */
function findActivePaymentMethod(db: Executor, id: number) {
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

/**
 * The same, from this instance's memory until a payment method changes
 * (db/held-reads.ts). A method deactivated on another instance a moment ago
 * may still be taken: the purchase was made before the change was heard.
 */
export function heldActivePaymentMethod(db: Db, id: number) {
  return heldRead(db, `payment-method:${id}`, ['payment-methods'], () =>
    findActivePaymentMethod(db, id),
  );
}

export type NewPayment = typeof payments.$inferInsert;

/** The payment's INSERT … RETURNING id, to run inside the purchase's one statement. */
export function paymentInsert(tx: Executor, payment: NewPayment): SQL {
  return tx.insert(payments).values(payment).returning({ id: payments.id }).getSQL();
}
