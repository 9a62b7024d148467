import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AppDb, RuntimeDb } from '../../db/database-runtime';
import { executePreparedQuery, preparedQuery } from '../../db/prepared';
import { intArray, jsonParam, rowsOf, textArrayLiteral } from '../../db/sql-rows';
import {
  guardArg,
  type CapsArg,
  type CouponArg,
  type EmailArg,
  type KeepArg,
  type PaymentArg,
  type SaleRowArg,
} from '../../db/sale-args';
import { paymentMethods, payments } from '../../db/schema';
import type { ChallengeTicket } from '../challenge';
import type { SaleGuard } from '../numbers';

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
export function heldActivePaymentMethod({ db, runtime }: AppDb, id: number) {
  return runtime.held.read(`payment-method:${id}`, ['payment-methods'], () =>
    findActivePaymentMethod(db, id),
  );
}

/** What rifas_sell answers (db/functions/rifas_sell.sql); nothing was written unless `sold`. */
export type SaleOutcome =
  | 'sold'
  | 'lost'
  | 'stale'
  | 'buyer_cap'
  | 'address_cap'
  | 'coupon_gone'
  | 'coupon_used_up'
  | 'coupon_per_buyer'
  | 'challenge_used'
  | 'replay'
  | 'mismatch';

/**
 * The arguments of rifas_sell, each described there; the JSON ones are built,
 * each from its schema, in db/sale-args.ts.
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
  /** Null with the caps off. */
  caps: CapsArg | null;
  /** What the sale was priced from (saleGuard); the numbers' range comes from `numbers`. */
  guard: SaleGuard;
  payment: PaymentArg;
  sale: SaleRowArg | null;
  coupon: CouponArg | null;
  email: EmailArg;
  keep: KeepArg | null;
  /** The guest's solved challenge, spent after the key's check (ADR 065); null when none is asked. */
  challenge: ChallengeTicket | null;
};

export type Sale = {
  outcome: SaleOutcome;
  paymentId: number | null;
  won: number[] | null;
  version: number | string | null;
  counted: number | null;
  /** A replay's kept answer (its status code and body). */
  kept: { statusCode: number; response: unknown } | null;
};

// The text is built once (db/prepared.ts); the values are placeholders.
const sellQuery = preparedQuery(
  sql`select outcome, new_payment_id, won, new_version, counted, kept_status, kept_answer
  from rifas_sell(
    ${sql.placeholder('raffleId')}::int, ${sql.placeholder('numbers')}::int[],
    ${sql.placeholder('holderKeys')}::text[], ${sql.placeholder('lockKeys')}::text[],
    ${sql.placeholder('address')}::text, ${sql.placeholder('buyerKeys')}::text[],
    ${sql.placeholder('now')}::timestamptz, ${sql.placeholder('caps')}::jsonb,
    ${sql.placeholder('guard')}::jsonb, ${sql.placeholder('payment')}::jsonb,
    ${sql.placeholder('sale')}::jsonb, ${sql.placeholder('coupon')}::jsonb,
    ${sql.placeholder('email')}::jsonb, ${sql.placeholder('keep')}::jsonb,
    ${sql.placeholder('challenge')}::jsonb)`,
);

/**
 * The whole sale in one statement, its own transaction: rifas_sell
 * (db/functions) checks the Idempotency-Key (a kept answer is replayed), spends
 * the challenge, claims the coupon, takes the locks and counts the caps, writes
 * the payment and claims its numbers, checks the raffle, queues the e-mail and
 * keeps the idempotent answer — or writes nothing and says why. One text, built
 * once, a named statement (db/prepared.ts).
 */
export async function sell(statement: RuntimeDb, args: SaleArgs): Promise<Sale> {
  const rows = rowsOf<{
    outcome: SaleOutcome;
    new_payment_id: number | null;
    won: number[] | null;
    new_version: number | string | null;
    counted: number | null;
    kept_status: number | null;
    kept_answer: unknown;
  }>(
    await executePreparedQuery(statement, sellQuery, {
      raffleId: args.raffleId,
      numbers: intArray(args.numbers),
      holderKeys: textArrayLiteral(args.holderKeys),
      lockKeys: textArrayLiteral(args.lockKeys),
      address: args.address,
      buyerKeys: textArrayLiteral(args.buyerKeys),
      now: args.now.toISOString(),
      caps: jsonParam(args.caps),
      guard: jsonParam(guardArg(args.guard)),
      payment: jsonParam(args.payment),
      sale: jsonParam(args.sale),
      coupon: jsonParam(args.coupon),
      email: jsonParam(args.email),
      keep: jsonParam(args.keep),
      challenge: jsonParam(args.challenge),
    }),
  );
  const row = rows[0]!;
  return {
    outcome: row.outcome,
    paymentId: row.new_payment_id,
    won: row.won,
    version: row.new_version,
    counted: row.counted,
    kept:
      row.kept_status === null ? null : { statusCode: row.kept_status, response: row.kept_answer },
  };
}

/** Whose a payment is, and where: for a buyer asking after a lost answer (purchase.status.ts). */
export function findPaymentOwner(db: Executor, id: number) {
  return db.query.payments.findFirst({
    where: eq(payments.id, id),
    columns: { raffleId: true, holderId: true },
  });
}
