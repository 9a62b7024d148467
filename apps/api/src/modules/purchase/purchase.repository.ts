import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { heldRead } from '../../db/held-reads';
import { executePrepared } from '../../db/prepared';
import { intArray, jsonParam, rowsOf, textArray } from '../../db/sql-rows';
import { paymentMethods, payments } from '../../db/schema';
import { guardParam, type SaleGuard } from '../numbers';

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

/** The columns a purchase writes. */
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

/** The payment as rifas_sell writes it (migration 0023): its columns by their names. */
export function paymentRow(payment: PurchasePayment): Record<string, unknown> {
  const columns = getTableColumns(payments);
  return Object.fromEntries(PURCHASE_COLUMNS.map((key) => [columns[key].name, payment[key]]));
}

/** What rifas_sell answers (migration 0023); nothing was written unless `sold`. */
export type SaleOutcome =
  | 'sold'
  | 'lost'
  | 'stale'
  | 'buyer_cap'
  | 'address_cap'
  | 'coupon_gone'
  | 'coupon_used_up'
  | 'coupon_per_buyer';

/**
 * The arguments of rifas_sell, each described there. JSON arguments carry
 * their rows under the columns' names.
 */
export type SaleArgs = {
  raffleId: number;
  /** Ascending, without repeats. */
  numbers: readonly number[];
  /** The first is the key the numbers are filed under. */
  holderKeys: readonly string[];
  /** Sorted, without repeats (capLockKeys). */
  lockKeys: readonly string[];
  address: string;
  buyerKeys: readonly string[];
  now: Date;
  caps: { buyer_max: number; address_max: number } | null;
  /** What the sale was priced from (saleGuard); the numbers' range comes from `numbers`. */
  guard: SaleGuard;
  payment: object;
  sale: object | null;
  coupon: object | null;
  email: object;
  keep: object | null;
};

export type Sale = {
  outcome: SaleOutcome;
  paymentId: number | null;
  won: number[] | null;
  version: number | string | null;
  counted: number | null;
};

/**
 * The whole sale in one statement, its own transaction: rifas_sell (migration
 * 0023) claims the coupon, takes the locks and counts the caps, writes the
 * payment and claims its numbers, checks the raffle, queues the e-mail and
 * keeps the idempotent answer — or writes nothing and says why. One text, a
 * named statement (db/prepared.ts).
 */
export async function sell(db: Executor, args: SaleArgs): Promise<Sale> {
  const rows = rowsOf<{
    outcome: SaleOutcome;
    new_payment_id: number | null;
    won: number[] | null;
    new_version: number | string | null;
    counted: number | null;
  }>(
    await executePrepared(
      db,
      sql`select outcome, new_payment_id, won, new_version, counted from rifas_sell(
        ${args.raffleId}::int, ${intArray(args.numbers)}::int[], ${textArray(args.holderKeys)},
        ${textArray(args.lockKeys)}, ${args.address}::text, ${textArray(args.buyerKeys)},
        ${args.now.toISOString()}::timestamptz, ${jsonParam(args.caps)}::jsonb,
        ${jsonParam(guardParam(args.guard))}::jsonb, ${jsonParam(args.payment)}::jsonb, ${jsonParam(args.sale)}::jsonb,
        ${jsonParam(args.coupon)}::jsonb, ${jsonParam(args.email)}::jsonb, ${jsonParam(args.keep)}::jsonb)`,
    ),
  );
  const row = rows[0]!;
  return {
    outcome: row.outcome,
    paymentId: row.new_payment_id,
    won: row.won,
    version: row.new_version,
    counted: row.counted,
  };
}

/** Whose a payment is, and where: for a buyer asking after a lost answer (purchase.status.ts). */
export function findPaymentOwner(db: Executor, id: number) {
  return db.query.payments.findFirst({
    where: eq(payments.id, id),
    columns: { raffleId: true, holderId: true },
  });
}
