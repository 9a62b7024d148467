import { CurrencyPricesSchema } from '@rifas/shared';
import { z } from 'zod';
import type { payments } from './schema';

// The JSON arguments of rifas_sell (db/functions/rifas_sell.sql), each described by its schema and
// built here, and only here, from the callers' values: the keys the function reads are written
// once, and sale-args.test.ts checks each schema's keys against the ones the function's SQL reads.
// rifas_hold takes the same p_caps and p_guard. The schemas describe the values before JSON
// encoding; the purchase path does not parse them again. Instants are written as ISO text here:
// a Date left for JSON.stringify sends the whole object down its slow path (toJSON).

/** p_caps: the caps on outstanding numbers; the argument is null with the caps off. */
export const CapsArgSchema = z.strictObject({ buyer_max: z.int(), address_max: z.int() });

/** p_guard: what a hold or a sale was computed from (modules/numbers/numbers-version.ts). */
export const GuardArgSchema = z.strictObject({
  price_cents: z.int(),
  draw_after: z.iso.datetime(),
  draw_before: z.iso.datetime(),
  is_minimal_required: z.boolean(),
  minimal_number: z.int(),
});

/** p_payment: the payments row, by its columns' names (jsonb_populate_record). */
export const PaymentArgSchema = z.strictObject({
  raffle_id: z.int(),
  user_id: z.int().nullable(),
  payment_method_id: z.int().nullable(),
  payment_method_name: z.string(),
  holder_id: z.string().nullable(),
  amount_cents: z.int(),
  status: z.enum(['pending', 'completed', 'failed', 'refunded']),
  reference_number: z.string().nullable(),
  payment_date: z.string().nullable(),
  customer_id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  customer_id_norm: z.string(),
  customer_email_norm: z.string(),
  customer_phone_norm: z.string(),
  ticket_code: z.string(),
  capture_path: z.string().nullable(),
  client_address: z.string().nullable(),
  buyer_keys: z.array(z.string()),
  transaction_data: z.record(z.string(), z.unknown()),
  precio_moneda: CurrencyPricesSchema,
  numbers: z.array(z.int()),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});

/** p_sale: the payment_sales row without its payment id; null when nothing was recorded. */
export const SaleRowArgSchema = z.strictObject({
  breakdown: z.strictObject({
    packs: z.array(z.strictObject({ quantity: z.int(), priceCents: z.int(), times: z.int() })),
    singles: z.int(),
    unitCents: z.int(),
  }),
  list_cents: z.int(),
  discount_cents: z.int(),
  coupon_id: z.int().nullable(),
  coupon_code: z.string().nullable(),
  seller_id: z.int().nullable(),
  commission_cents: z.int(),
});

/** p_coupon: the coupon the sale claims under its row's lock (ADR 028); null without one. */
export const CouponArgSchema = z.strictObject({
  id: z.int(),
  max_uses: z.int(),
  /** Null: no limit per buyer. */
  max_per_buyer: z.int().nullable(),
  keys: z.array(z.string()),
  documents: z.array(z.string()),
});

/** p_email: the purchase e-mail, queued under its recipient's hourly cap; `slot` gets the id. */
export const EmailArgSchema = z.strictObject({
  kind: z.string(),
  to: z.string(),
  to_lower: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The HTML part as its layout's shape and slots (modules/mail, LayoutFill; ADR 102). */
  html_slots: z
    .strictObject({
      shape: z.strictObject({ image: z.boolean(), action: z.boolean() }),
      slots: z.record(z.string(), z.string()),
    })
    .nullable(),
  since: z.iso.datetime(),
  per_hour: z.int(),
  slot: z.string(),
});

/**
 * p_keep: the Idempotency-Key the sale checks first (ADR 100): an answer kept after `since` is
 * replayed, or refused for another `request_hash`; else the sale keeps its own, the payment's id at `path`.
 */
export const KeepArgSchema = z.strictObject({
  scope: z.string(),
  key: z.string(),
  request_hash: z.string(),
  since: z.iso.datetime(),
  status_code: z.int(),
  body: z.record(z.string(), z.unknown()),
  path: z.array(z.string()),
});

export type CapsArg = z.infer<typeof CapsArgSchema>;
export type GuardArg = z.infer<typeof GuardArgSchema>;
export type PaymentArg = z.infer<typeof PaymentArgSchema>;
export type SaleRowArg = z.infer<typeof SaleRowArgSchema>;
export type CouponArg = z.infer<typeof CouponArgSchema>;
export type EmailArg = z.infer<typeof EmailArgSchema>;
export type KeepArg = z.infer<typeof KeepArgSchema>;

export function capsArg(caps: { buyer: number; address: number }): CapsArg {
  return { buyer_max: caps.buyer, address_max: caps.address };
}

export function guardArg(guard: {
  priceCents: number;
  drawAfter: Date;
  drawBefore: Date;
  isMinimalRequired: boolean;
  minimalNumber: number;
}): GuardArg {
  return {
    price_cents: guard.priceCents,
    draw_after: guard.drawAfter.toISOString(),
    draw_before: guard.drawBefore.toISOString(),
    is_minimal_required: guard.isMinimalRequired,
    minimal_number: guard.minimalNumber,
  };
}

type NewPayment = typeof payments.$inferInsert;
type Written<K extends keyof NewPayment> = { [P in K]-?: Exclude<NewPayment[P], undefined> };

/** The payment a purchase writes, in the schema's words. */
export type PurchasePayment = Written<
  | 'raffleId'
  | 'userId'
  | 'paymentMethodId'
  | 'paymentMethodName'
  | 'holderId'
  | 'amountCents'
  | 'status'
  | 'referenceNumber'
  | 'paymentDate'
  | 'customerId'
  | 'customerName'
  | 'customerEmail'
  | 'customerPhone'
  | 'customerIdNorm'
  | 'customerEmailNorm'
  | 'customerPhoneNorm'
  | 'ticketCode'
  | 'capturePath'
  | 'clientAddress'
  | 'buyerKeys'
  | 'transactionData'
  | 'precioMoneda'
  | 'numbers'
  | 'createdAt'
  | 'updatedAt'
>;

export function paymentRow(p: PurchasePayment): PaymentArg {
  return {
    raffle_id: p.raffleId,
    user_id: p.userId,
    payment_method_id: p.paymentMethodId,
    payment_method_name: p.paymentMethodName,
    holder_id: p.holderId,
    amount_cents: p.amountCents,
    status: p.status,
    reference_number: p.referenceNumber,
    payment_date: p.paymentDate,
    customer_id: p.customerId,
    customer_name: p.customerName,
    customer_email: p.customerEmail,
    customer_phone: p.customerPhone,
    customer_id_norm: p.customerIdNorm,
    customer_email_norm: p.customerEmailNorm,
    customer_phone_norm: p.customerPhoneNorm,
    ticket_code: p.ticketCode,
    capture_path: p.capturePath,
    client_address: p.clientAddress,
    buyer_keys: p.buyerKeys,
    transaction_data: p.transactionData,
    precio_moneda: p.precioMoneda,
    numbers: p.numbers,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  };
}

export function saleRow(sale: {
  breakdown: SaleRowArg['breakdown'];
  listCents: number;
  discountCents: number;
  couponId: number | null;
  couponCode: string | null;
  sellerId: number | null;
  commissionCents: number;
}): SaleRowArg {
  return {
    breakdown: sale.breakdown,
    list_cents: sale.listCents,
    discount_cents: sale.discountCents,
    coupon_id: sale.couponId,
    coupon_code: sale.couponCode,
    seller_id: sale.sellerId,
    commission_cents: sale.commissionCents,
  };
}

/** Of many concurrent purchases exactly max_uses get the coupon (ADR 028). */
export function couponClaim(
  coupon: { id: number; maxUses: number; maxUsesPerBuyer: number | null },
  buyer: { keys: readonly string[]; documents: readonly string[] },
): CouponArg {
  return {
    id: coupon.id,
    max_uses: coupon.maxUses,
    max_per_buyer: coupon.maxUsesPerBuyer,
    keys: [...buyer.keys],
    documents: [...buyer.documents],
  };
}

/**
 * The e-mail as the sale queues it: unless `perHour` of its kind went to this address (any case)
 * in the hour before `now` — the shop must not be a way to spam someone. rifas_queue_email_under_cap
 * takes the recipient's lock and counts with a snapshot taken after it, so concurrent senders to
 * one address never pass the cap. The payment's id, known only inside the sale, replaces `slot`.
 */
export function emailUnderCap(
  perHour: number,
  now: Date,
  email: {
    kind: string;
    to: string;
    subject: string;
    text: string;
    htmlSlots?: NonNullable<EmailArg['html_slots']>;
  },
  slot: string,
): EmailArg {
  return {
    kind: email.kind,
    to: email.to,
    to_lower: email.to.toLowerCase(),
    subject: email.subject,
    text: email.text,
    html_slots: email.htmlSlots ?? null,
    since: new Date(now.getTime() - 3_600_000).toISOString(),
    per_hour: perHour,
    slot,
  };
}

/**
 * A request's Idempotency-Key as its sale checks it: `requestHash` tells the same request from
 * another; answers kept after `since` count.
 */
export type AnswerKey = {
  scope: string;
  key: string;
  requestHash: string;
  since: Date;
  statusCode: number;
};

/** The key's check and the answer the sale keeps with its own statement: kept iff it commits. */
export function answerKept(key: AnswerKey, body: Record<string, unknown>, path: string[]): KeepArg {
  return {
    scope: key.scope,
    key: key.key,
    request_hash: key.requestHash,
    since: key.since.toISOString(),
    status_code: key.statusCode,
    body,
    path,
  };
}
