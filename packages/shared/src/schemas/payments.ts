import { z } from 'zod';
import { messages } from '../messages';
import { PrecioMonedaSchema } from './purchase';

/**
 * Admin payments (SPEC §2 'Admin payments', §3 Payment, §4 Payment status;
 * DESIGN §3, §10): the list and its filters, one payment, the review actions.
 */

const m = messages.payments;

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export const PaymentStatusSchema = z.enum(PAYMENT_STATUSES, { error: m.statusInvalid });
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** The review actions and the one status each may start from (DESIGN §3). */
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

/** The payment's status as the admin screens say it ('failed' is 'Rechazado', SPEC §4). */
export function paymentStatusLabel(status: PaymentStatus): string {
  return m.statusLabels[status];
}

/** Results per page on the payments screen (SPEC §9); 5 is the dashboard's recent list. */
export const PAYMENT_PAGE_SIZES = [10, 20, 50, 100] as const;
export const DEFAULT_PAYMENT_PAGE_SIZE = 20;
const ALLOWED_LIMITS: readonly number[] = [5, ...PAYMENT_PAGE_SIZES];

// The screen's "all" choice sends an empty value.
const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/** GET /payments query. An unusable page or limit falls back to its default. */
export const PaymentListQuerySchema = z.object({
  status: z.preprocess(emptyAsUndefined, PaymentStatusSchema.optional()),
  raffle_id: z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().optional()),
  page: z.coerce.number().int().min(1).max(1_000_000).catch(1),
  limit: z.coerce
    .number()
    .int()
    .refine((n) => ALLOWED_LIMITS.includes(n))
    .catch(DEFAULT_PAYMENT_PAGE_SIZE),
});
export type PaymentListQuery = z.input<typeof PaymentListQuerySchema>;
export type PaymentListQueryParsed = z.output<typeof PaymentListQuerySchema>;

export const PaginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

/** One payment as the admin screens see it (SPEC §3 plus DESIGN §10). */
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
  precio_moneda: PrecioMonedaSchema,
  numbers: z.array(z.number().int()),
  rejection_reason: z.string().nullable(),
  refund_reason: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  /** True when another payment has the same method and reference number. */
  duplicate_reference: z.boolean(),
});
export type Payment = z.infer<typeof PaymentSchema>;

export const PaymentListSchema = z.object({
  payments: z.array(PaymentSchema),
  pagination: PaginationSchema,
});
export type PaymentList = z.infer<typeof PaymentListSchema>;

/** Body of reject and refund: a reason is required (SPEC §5). */
export const PaymentReasonInputSchema = z.object(
  {
    reason: z
      .string({ error: m.reasonRequired })
      .trim()
      .min(1, m.reasonRequired)
      .max(500, m.reasonTooLong),
  },
  { error: m.reasonRequired },
);
export type PaymentReasonInput = z.infer<typeof PaymentReasonInputSchema>;

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

/** The signed receipt link's query (GET /payments/:id/capture). */
export const CaptureQuerySchema = z.object({
  expires: z.coerce.number().int().catch(0),
  sig: z.string().max(200).catch(''),
});

/** 'Mostrando x a y de total resultados' for a page of a list. */
export function showingRange(pagination: Pagination): { from: number; to: number; total: number } {
  const { page, limit, total } = pagination;
  if (total === 0) return { from: 0, to: 0, total };
  const from = (page - 1) * limit + 1;
  return { from: Math.min(from, total), to: Math.min(page * limit, total), total };
}
