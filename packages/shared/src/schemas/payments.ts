import { z } from './zod';
import { format, messages } from '../messages';
import { CurrencyPricesSchema } from './purchase';
import { ExportQuerySchema } from './common';
import { IdSchema, text } from './text';

/**
 * Admin payments (docs/product.md 'Admin payments', §3 Payment, §4 Payment status;
 * docs/domain.md, §10): the list and its filters, one payment, the review actions.
 */

const m = messages.payments;

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES, { error: m.statusInvalid });
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** The review actions and the one status each may start from (docs/domain.md). */
export const PAYMENT_TRANSITIONS = {
  validate: { from: 'pending', to: 'completed' },
  reject: { from: 'pending', to: 'failed' },
  refund: { from: 'completed', to: 'refunded' },
} as const satisfies Record<string, { from: PaymentStatus; to: PaymentStatus }>;
export type PaymentAction = keyof typeof PAYMENT_TRANSITIONS;

/** Whether an action applies to a payment in this status (the screen shows its button only then). */
export function canApplyPaymentAction(action: PaymentAction, status: PaymentStatus): boolean {
  return PAYMENT_TRANSITIONS[action].from === status;
}

/** The payment's status as the admin screens say it ('failed' is 'Rechazado', docs/domain.md). */
export function paymentStatusLabel(status: PaymentStatus): string {
  return m.statusLabels[status];
}

/** Results per page on the payments screen (docs/domain.md); 5 is the dashboard's recent list. */
export const PAYMENT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAYMENT_PAGE_SIZE = 20;
export const SEARCH_MAX_LENGTH = 100;
const ALLOWED_LIMITS: readonly number[] = [5, ...PAYMENT_PAGE_SIZES];

// The screen's "all" choice sends an empty value.
const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** GET /payments query. An unusable page or limit falls back to its default. */
export const PaymentListQuerySchema = z.object({
  status: z.preprocess(emptyAsUndefined, PaymentStatusSchema.optional()),
  raffle_id: z.preprocess(emptyAsUndefined, IdSchema.optional()),
  /**
   * Reference, cédula, name, e-mail or phone; partial, case- and accent-blind,
   * numbers in any format. A longer term is cut rather than refused.
   */
  search: z.preprocess(
    // A repeated parameter (an array) counts as no search; a text with a NUL is a 400.
    (value) => (typeof value === 'string' ? emptyAsUndefined(value) : undefined),
    text()
      .transform((s) => s.trim().slice(0, SEARCH_MAX_LENGTH))
      .optional(),
  ),
  /** '1': only pending payments older than STALE_PAYMENT_HOURS ('Vencidos'). */
  stale: z.preprocess((value) => value === '1' || value === 'true' || value === true, z.boolean()),
  /** 'oldest': the queue a phone reviews, the longest-waiting first (issue 40); else newest first. */
  order: z.enum(['newest', 'oldest']).catch('newest'),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => ALLOWED_LIMITS.includes(n))
    .catch(DEFAULT_PAYMENT_PAGE_SIZE),
});
export type PaymentListQuery = z.input<typeof PaymentListQuerySchema>;

/** GET /payments/export: the list's filters and search (every page), plus the format. */
export const PaymentExportQuerySchema = PaymentListQuerySchema.omit({
  page: true,
  limit: true,
}).extend(ExportQuerySchema.shape);
export type PaymentExportQuery = z.output<typeof PaymentExportQuerySchema>;
export type PaymentListQueryParsed = z.output<typeof PaymentListQuerySchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/**
 * An earlier payment whose receipt is the same picture as this one's (ADR 078):
 * re-encoded, resized, cropped or with another status bar counts as the same.
 * `distance` is how far apart they measured (0: the same bytes).
 */
export const ReceiptMatchSchema = z.object({
  payment_id: z.number().int(),
  raffle_id: z.number().int(),
  status: PaymentStatusSchema,
  distance: z.number().int(),
});
export type ReceiptMatch = z.infer<typeof ReceiptMatchSchema>;

/** One payment as the admin screens see it (docs/domain.md plus docs/api.md). */
export const PaymentSchema = z.object({
  id: z.number().int(),
  /** US dollars. */
  amount: z.number(),
  status: PaymentStatusSchema,
  /** The method's name when the payment was made (a snapshot; the method may be gone). */
  payment_method_name: z.string(),
  /** The same name, under the field the spec's screens read. */
  payment_method: z.string(),
  payment_method_id: z.number().int().nullable(),
  reference_number: z.string().nullable(),
  payment_date: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** The buyer's document number (the spec's customer_id). */
  customer_id: z.string(),
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  raffle_id: z.number().int(),
  raffle_title: z.string(),
  /** A signed link to the receipt image that expires (about an hour), or null without one. */
  capture: z.string().nullable(),
  /** Values of the method's custom fields, keyed by field name. */
  transaction_data: z.record(z.string(), z.unknown()),
  precio_moneda: CurrencyPricesSchema,
  /** What the buyer owes in the method's currency at the payment's saved rate (cents). */
  amount_due: z.object({ cents: z.number().int(), codigo: z.string(), simbolo: z.string() }),
  numbers: z.array(z.number().int()),
  rejection_reason: z.string().nullable(),
  refund_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** True when another payment has the same method and reference number. */
  duplicate_reference: z.boolean(),
  /** Those other payments' ids, oldest first (empty when none). */
  duplicate_of: z.array(z.number().int()),
  /** 'Comprobante repetido': earlier payments with the same receipt, oldest first (a flag only). */
  receipt_matches: z.array(ReceiptMatchSchema),
  /** The buyer's ticket page (the link her e-mails carry), for 'Avisar por WhatsApp'. */
  ticket_url: z.string(),
  /** Pending for longer than STALE_PAYMENT_HOURS: probably never paid ('Vencido'). */
  stale: z.boolean(),
  /**
   * Only in GET /payments/:id: how the purchase was priced (issue 29) — the packs in words, the
   * price before the coupon, its discount and code, the seller and their commission (USD).
   */
  sale: z
    .object({
      packs_text: z.string().nullable(),
      list_amount: z.number(),
      discount: z.number(),
      coupon_code: z.string().nullable(),
      seller: z.string().nullable(),
      commission: z.number(),
    })
    .nullable()
    .optional(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentListSchema = z.object({
  payments: z.array(PaymentSchema),
  pagination: PaginationSchema,
});
export type PaymentList = z.infer<typeof PaymentListSchema>;

/** Body of reject and refund: a reason is required (docs/domain.md). */
export const PaymentReasonInputSchema = z.object(
  {
    reason: text({ error: m.reasonRequired, multiline: true })
      .trim()
      .min(1, m.reasonRequired)
      .max(500, m.reasonTooLong),
  },
  { error: m.reasonRequired },
);
export type PaymentReasonInput = z.infer<typeof PaymentReasonInputSchema>;

/** The most payments one bulk request may review (each in its own transaction). */
export const BULK_PAYMENTS_MAX = 500;

/** POST /payments/bulk: one action, one reason (for reject), many payments. */
export const BulkPaymentsInputSchema = z
  .object({
    action: z.enum(['validate', 'reject'], { error: m.statusInvalid }),
    ids: z
      .array(z.number().int().positive().max(2_147_483_647))
      .min(1)
      .max(BULK_PAYMENTS_MAX, format(m.bulkTooMany, { max: BULK_PAYMENTS_MAX })),
    reason: text().trim().max(500, m.reasonTooLong).optional(),
  })
  .refine((input) => input.action !== 'reject' || Boolean(input.reason), {
    path: ['reason'],
    message: m.reasonRequired,
  });
export type BulkPaymentsInput = z.infer<typeof BulkPaymentsInputSchema>;

export const BulkPaymentsResultSchema = z.object({
  done: z.array(z.number().int()),
  failed: z.array(z.object({ id: z.number().int(), error: z.string() })),
});
export type BulkPaymentsResult = z.infer<typeof BulkPaymentsResultSchema>;

export const PaymentStatsSchema = z.object({
  statusStats: z.array(
    z.object({
      status: PaymentStatusSchema,
      count: z.number().int(),
      /** US dollars. */
      total_amount: z.number(),
    }),
  ),
});
export type PaymentStats = z.infer<typeof PaymentStatsSchema>;

/** GET /payments/pending-count: the number beside 'Pagos' in the admin menu (issue 40). */
export const PendingPaymentsCountSchema = z.object({ count: z.number().int() });
export type PendingPaymentsCount = z.infer<typeof PendingPaymentsCountSchema>;

/** The signed receipt link's query (GET /payments/:id/capture). */
export const CaptureQuerySchema = z.object({
  expires: z.coerce.number().int().catch(0),
  sig: text().max(200).catch(''),
});

/** 'Mostrando x a y de total resultados' for a page of a list. */
export function showingRange(pagination: Pagination): { from: number; to: number; total: number } {
  const { page, limit, total } = pagination;
  if (total === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * limit + 1;
  return { from: Math.min(from, total), to: Math.min(page * limit, total), total };
}
