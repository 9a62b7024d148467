import { and, eq } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { heldRead } from '../../db/held-reads';
import { slotsOf, slotValues, type StatementPart } from '../../db/prepared';
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

/** The columns a purchase writes: every one, always, so its statement has one text. */
const PURCHASE_COLUMNS = [
  'raffleId',
  'userId',
  'paymentMethodId',
  'paymentMethodName',
  'holderId',
  'amountCents',
  'status',
  'referenceNumber',
  'paymentDate',
  'customerId',
  'customerName',
  'customerEmail',
  'customerPhone',
  'customerIdNorm',
  'customerEmailNorm',
  'customerPhoneNorm',
  'ticketCode',
  'capturePath',
  'clientAddress',
  'buyerKeys',
  'transactionData',
  'precioMoneda',
  'numbers',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof NewPayment)[];

export type PurchasePayment = {
  [K in (typeof PURCHASE_COLUMNS)[number]]-?: Exclude<NewPayment[K], undefined>;
};

const PAYMENT = slotsOf('payment', PURCHASE_COLUMNS);

/**
 * The payment's INSERT … RETURNING id, a part of the purchase's one statement
 * (built once, db/prepared.ts).
 */
export function paymentInsert(tx: Executor, payment: PurchasePayment): StatementPart {
  return {
    build: () => tx.insert(payments).values(PAYMENT).returning({ id: payments.id }).getSQL(),
    values: slotValues(PAYMENT, payment),
  };
}
