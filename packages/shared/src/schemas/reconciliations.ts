import { z } from './zod';
import { format, messages } from '../messages';
import { BULK_PAYMENTS_MAX } from './payments';
import { text } from './text';

/**
 * 'Conciliar' (docs/bank-statements.md, docs/api.md Reconciliations): a bank
 * statement's credits against the pending payments, in six groups.
 */

const m = messages.reconciliations;

/** One credit of the statement, as the parsers read it. */
export const StatementLineSchema = z.object({
  line: z.number().int(),
  /** 'YYYY-MM-DD'. */
  date: z.string(),
  reference: z.string(),
  description: z.string(),
  /** In cents of the account's currency (bolívares). */
  amount_cents: z.number().int(),
});
export type StatementLine = z.infer<typeof StatementLineSchema>;

/** A pending payment as the groups show it: what the operator compares with the bank. */
export const ReconciledPaymentSchema = z.object({
  id: z.number().int(),
  customer_name: z.string(),
  /** For 'Avisar por WhatsApp' (absent in reconciliations stored before issue 41). */
  customer_phone: z.string().optional(),
  payment_method_name: z.string(),
  reference_number: z.string().nullable(),
  /** The amount due in the method's currency, at the rate saved with the payment, in cents. */
  amount_cents: z.number().int(),
  /** That currency's code and symbol ('VES', 'Bs'); USD when the method names none. */
  currency: z.string(),
  symbol: z.string(),
  /** The day the buyer says she paid, else the day of the purchase: 'YYYY-MM-DD'. */
  date: z.string(),
});
export type ReconciledPayment = z.infer<typeof ReconciledPaymentSchema>;

const PairSchema = z.object({ payment: ReconciledPaymentSchema, line: StatementLineSchema });

export const ReconciliationGroupsSchema = z.object({
  /** 'coincide': reference and amount. */
  match: z.array(PairSchema),
  /** 'monto distinto': the reference matches, the amount differs. */
  amount_mismatch: z.array(PairSchema),
  /** 'referencia usada': the line validated another payment, or several payments claim it. */
  reference_used: z.array(PairSchema),
  /** 'sin pago': credits no pending payment claims. */
  unclaimed_credits: z.array(StatementLineSchema),
  /** 'sin movimiento': pending payments the statement does not show. */
  unmatched_payments: z.array(ReconciledPaymentSchema),
  /**
   * 'validado con otro monto': a credit no pending payment claims whose reference
   * is an already validated payment's, for another amount (issue 41).
   */
  validated_mismatch: z.array(PairSchema),
});
export type ReconciliationGroups = z.infer<typeof ReconciliationGroupsSchema>;
export type ReconciliationGroupName = keyof ReconciliationGroups;

export const ReconciliationSchema = z.object({
  id: z.number().int(),
  file_name: z.string(),
  /** The layout recognised ('qif', 'mt940', 'bdv', 'provincial', 'table', 'mapped'). */
  format: z.string(),
  /** The saved column map the file was read with, when one was (chosen or found by its header). */
  mapping_name: z.string().optional(),
  groups: ReconciliationGroupsSchema,
});
export type Reconciliation = z.infer<typeof ReconciliationSchema>;

/**
 * How many matches the screen validates per request: each request answers in a
 * few seconds at most, and the operator sees the count grow ('Validando 40 de 270...').
 */
export const VALIDATE_MATCHES_CHUNK = 20;

/**
 * POST /reconciliations/:id/validate: the matches to validate now, by payment id
 * (a part of the 'coincide' group); without a body, all of them.
 */
export const ValidateMatchesInputSchema = z
  .object({
    payment_ids: z
      .array(z.number().int().positive().max(2_147_483_647), { error: m.paymentIdsInvalid })
      .min(1, m.paymentIdsInvalid)
      .max(BULK_PAYMENTS_MAX, format(messages.payments.bulkTooMany, { max: BULK_PAYMENTS_MAX }))
      .optional(),
  })
  // No body at all (null to Fastify): every match.
  .nullish();
export type ValidateMatchesInput = z.infer<typeof ValidateMatchesInputSchema>;

const column = text().trim().max(100, m.columnTooLong);
const optionalColumn = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  column.optional(),
);

/**
 * The operator's column map for a statement no layout recognises: the header
 * of each column, and the decimal style. Saved under `name` when she gives one.
 */
export const StatementMappingSchema = z
  .object({
    name: optionalColumn,
    date: column.min(1, m.columnRequired),
    reference: column.min(1, m.columnRequired),
    description: optionalColumn,
    amount: optionalColumn,
    debit: optionalColumn,
    credit: optionalColumn,
    decimal: z.enum(['comma', 'dot'], { error: m.decimalInvalid }).default('comma'),
  })
  .refine((v) => v.amount !== undefined || v.credit !== undefined, {
    message: m.amountColumnRequired,
    path: ['credit'],
  });
export type StatementMapping = z.infer<typeof StatementMappingSchema>;
export type StatementMappingInput = z.input<typeof StatementMappingSchema>;

export const SavedMappingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** As saved (already checked): plain fields, so the answer serialises without re-parsing. */
  mapping: z.object({
    name: z.string().optional(),
    date: z.string(),
    reference: z.string(),
    description: z.string().optional(),
    amount: z.string().optional(),
    debit: z.string().optional(),
    credit: z.string().optional(),
    decimal: z.enum(['comma', 'dot']),
  }),
});
export const SavedMappingListSchema = z.object({ mappings: z.array(SavedMappingSchema) });
export type SavedMapping = z.infer<typeof SavedMappingSchema>;
