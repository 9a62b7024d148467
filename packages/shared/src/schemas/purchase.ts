import { z } from './zod';
import { format, messages } from '../messages';
import { hasInvalidCharacters, idSchema, isPaymentReference, isPersonName, text } from './text';
import { LOOKUP_KEY_PATTERN } from '../constants';
import { HolderIdSchema } from './numbers';

/**
 * The purchase (docs/domain.md–§4): buyer data, the payment JSON of the multipart
 * request, the method's rules (docs/domain.md) and the answer. The buyer-data modal,
 * the payment modal and POST /raffles/:id/purchase all use these.
 */

const required = (message: string) => text({ error: message }).trim().min(1, message);

// "Looks like an e-mail": something@something.tld, no spaces.
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Buyer data, all required, errors in the form's order (docs/domain.md). */
export const BuyerDataSchema = z.object({
  customer_name: required(messages.purchase.nameRequired).pipe(
    z.string().max(200).refine(isPersonName, messages.common.nameInvalid),
  ),
  customer_email: required(messages.purchase.emailRequired).pipe(
    z.string().max(254).regex(EMAIL_SHAPE, messages.purchase.emailInvalid),
  ),
  customer_phone: required(messages.purchase.phoneRequired).pipe(z.string().max(50)),
  /** The spec's customer_id is the buyer's document number. */
  customer_id: required(messages.purchase.documentRequired).pipe(z.string().max(50)),
});
export type BuyerData = z.infer<typeof BuyerDataSchema>;

/** The longest value a custom payment field keeps. */
export const CUSTOM_FIELD_VALUE_MAX_LENGTH = 2000;

const optionalText = z
  .union([z.string(), z.number(), z.null()])
  .optional()
  .transform((v) => (v === null || v === undefined ? '' : String(v).trim()))
  .pipe(text().max(200));

/**
 * The `payment` JSON part. Custom field values go in `transaction_data` keyed by
 * field name (top-level keys named like a field are accepted too).
 */
export const PurchasePaymentSchema = z
  .object(
    {
      // Buyer data first: the buyer-data modal comes before the payment modal.
      ...BuyerDataSchema.shape,
      payment_method_id: idSchema(messages.purchase.methodRequired),
      // A bank's reference or confirmation code: no link or address can hide in it,
      // since it goes back in the shop's e-mails (docs/security.md, "E-mails").
      reference_number: optionalText.refine(isPaymentReference, messages.purchase.referenceInvalid),
      payment_date: optionalText,
      /** The browser's guest id used for the hold (the user's id when logged in). */
      holder_id: text().trim().max(100).optional(),
      /** A coupon's code (issue 29): the server prices it; an unusable one refuses the purchase. */
      coupon_code: z.string().trim().max(100).nullish(),
      /** The seller whose link brought the buyer (`?v=CODE`); unknown or inactive is ignored. */
      seller_code: z.string().trim().max(100).nullish(),
      // Values are checked against the method's fields by paymentFormErrors; other keys are dropped.
      transaction_data: z
        .record(
          z.string().max(100),
          z.union([
            z.string().max(CUSTOM_FIELD_VALUE_MAX_LENGTH),
            z.number(),
            z.boolean(),
            z.null(),
          ]),
        )
        .optional(),
    },
    { error: messages.purchase.invalidPayment },
  )
  .loose();
export type PurchasePayment = z.infer<typeof PurchasePaymentSchema>;

export type PaymentMethodRules = {
  requires_reference: boolean;
  requires_date: boolean;
  requires_capture: boolean;
  custom_fields: {
    name: string;
    label: string;
    type?: string | undefined;
    required?: boolean | undefined;
  }[];
};

/** The custom field values of a payment, keyed by field name, only the method's fields. */
export function customFieldValues(
  fields: PaymentMethodRules['custom_fields'],
  payment: Record<string, unknown>,
): Record<string, string> {
  const nested = (payment.transaction_data ?? {}) as Record<string, unknown>;
  const values: Record<string, string> = {};
  for (const field of fields) {
    const raw = nested[field.name] ?? payment[field.name];
    if (typeof raw !== 'string' && typeof raw !== 'number' && typeof raw !== 'boolean') continue;
    const value = String(raw).trim();
    if (value !== '') values[field.name] = value;
  }
  return values;
}

export type PaymentFormValues = {
  reference_number?: string | null | undefined;
  payment_date?: string | null | undefined;
  has_capture: boolean;
  custom_values: Record<string, string | undefined>;
};

export type FieldError = { field: string; message: string };

/** The payment form's errors (docs/domain.md) in the form's order; empty when it may be sent. */
export function paymentFormErrors(
  method: PaymentMethodRules | null | undefined,
  values: PaymentFormValues,
): FieldError[] {
  if (!method) return [{ field: 'payment_method_id', message: messages.purchase.methodRequired }];
  const errors: FieldError[] = [];
  const blank = (v: string | null | undefined) => !v || v.trim() === '';
  if (method.requires_reference && blank(values.reference_number)) {
    errors.push({ field: 'reference_number', message: messages.purchase.referenceRequired });
  }
  if (method.requires_date && blank(values.payment_date)) {
    errors.push({ field: 'payment_date', message: messages.purchase.dateRequired });
  }
  if (method.requires_capture && !values.has_capture) {
    errors.push({ field: 'image', message: messages.purchase.captureRequired });
  }
  for (const field of method.custom_fields) {
    const value = values.custom_values[field.name];
    // Top-level keys of the payment JSON reach here unchecked by its schema.
    if (value !== undefined && hasInvalidCharacters(value, field.type === 'textarea')) {
      errors.push({ field: field.name, message: messages.common.invalidCharacters });
    } else if (value !== undefined && value.length > CUSTOM_FIELD_VALUE_MAX_LENGTH) {
      errors.push({ field: field.name, message: messages.common.textTooLong });
    } else if (field.required && blank(value)) {
      errors.push({
        field: field.name,
        message: format(messages.purchase.customFieldRequired, { label: field.label }),
      });
    }
  }
  return errors;
}

/** The receipt as sent: the spec's 5 MB, checked after the browser shrank the photo. */
export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
/**
 * The photo a buyer may choose: a phone camera's originals (8–20 MB, up to 50
 * megapixels) are shrunk in the browser before the 5 MB rule applies to what
 * is sent (issue 42).
 */
export const RECEIPT_ORIGINAL_MAX_BYTES = 25 * 1024 * 1024;
/**
 * Receipts above this many pixels are refused from their header, before any
 * decoding: phone photos (12–24 MP) and screenshots fit; a 36 MP picture, which
 * costs about a second of CPU to decode, does not.
 */
export const RECEIPT_MAX_PIXELS = 25_000_000;
export const RECEIPT_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;

export const CurrencyPricesSchema = z.record(
  z.string(),
  z.object({
    rate: z.number(),
    unit: z.number(),
    total: z.number(),
    simbolo: z.string(),
    orden: z.number().int().optional(),
  }),
);

export const PurchaseResultSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  payment: z.object({
    id: z.number().int(),
    status: z.literal('pending'),
    /** US dollars, computed on the server: packs, then the coupon (issue 29). */
    amount: z.number(),
    numbers: z.array(z.number().int()),
    precio_moneda: CurrencyPricesSchema,
    /** The purchase's ticket: /ticket/{ticket_code}. */
    ticket_code: z.string(),
  }),
});
export type PurchaseResult = z.infer<typeof PurchaseResultSchema>;

/**
 * POST /raffles/:id/purchase/status: whether the checkout sent with this
 * Idempotency-Key became a purchase, asked by the same browser (its guest id)
 * after the answer was lost (issue 42, ADR 070).
 */
export const PurchaseStatusInputSchema = z.object({
  key: z
    .string({ error: messages.purchase.invalidIdempotencyKey })
    .regex(LOOKUP_KEY_PATTERN, messages.purchase.invalidIdempotencyKey),
  holder_id: HolderIdSchema,
});
export type PurchaseStatusInput = z.infer<typeof PurchaseStatusInputSchema>;

/** 'none' also when the key is another buyer's: nothing tells the two apart. */
export const PurchaseStatusSchema = z.object({
  state: z.enum(['none', 'processing', 'bought']),
  purchase: PurchaseResultSchema.nullable(),
});
export type PurchaseStatus = z.infer<typeof PurchaseStatusSchema>;
