import { z } from './zod';
import { messages } from '../messages';
import { idSchema, text } from './text';

const m = messages.paymentMethods;

export const CUSTOM_FIELD_TYPES = ['text', 'number', 'date', 'email', 'tel', 'textarea'] as const;

/** One extra field the buyer fills in; its value lands in payment.transaction_data[name]. */
export const CustomFieldSchema = z.object({
  name: text({ error: m.fieldNameRequired })
    .trim()
    .min(1, m.fieldNameRequired)
    .max(50, m.textTooLong)
    .regex(/^[A-Za-z0-9_]+$/, m.fieldNameFormat),
  label: text({ error: m.fieldLabelRequired })
    .trim()
    .min(1, m.fieldLabelRequired)
    .max(100, m.textTooLong),
  type: z.enum(CUSTOM_FIELD_TYPES).catch('text'),
  placeholder: text()
    .trim()
    .max(200, m.textTooLong)
    .nullish()
    .transform((v) => v ?? ''),
  required: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
});
export type CustomField = z.output<typeof CustomFieldSchema>;

const accountText = () =>
  text({ error: m.invalidJson })
    .trim()
    .max(200, m.textTooLong)
    .optional()
    .transform((v) => (v === '' ? undefined : v));

/**
 * A method's account data, one piece per field so each can be copied into the
 * bank app on its own (issue 24, point 5): the bank and its 4-digit code, the
 * Pago Móvil phone, the holder's cédula or RIF, the account number, the holder,
 * and the e-mail of Zelle or Binance. Each is optional: a method shows what it needs.
 */
export const AccountInfoSchema = z.object(
  {
    bank_name: accountText(),
    bank_code: accountText().refine((v) => v === undefined || /^\d{4}$/.test(v), m.bankCodeFormat),
    phone: accountText().refine(
      (v) => v === undefined || /^\+?[\d\s().-]{7,20}$/.test(v),
      m.accountPhoneFormat,
    ),
    document_id: accountText().refine(
      (v) => v === undefined || /^[VEJGPvejgp]?[\s.-]*\d[\d\s.-]{4,14}$/.test(v),
      m.accountDocumentFormat,
    ),
    account_number: accountText(),
    account_holder: accountText(),
    email: accountText().refine(
      (v) => v === undefined || z.email().safeParse(v).success,
      m.accountEmailFormat,
    ),
  },
  { error: m.invalidJson },
);
export type AccountInfo = z.output<typeof AccountInfoSchema>;

/** Whether a method asks the buyer for the receipt (the spec's requires_capture is 'required'). */
export const CAPTURE_MODES = ['required', 'optional', 'none'] as const;
export type CaptureMode = (typeof CAPTURE_MODES)[number];

/** docs/domain.md: account_info (and custom_fields) may arrive as a JSON string; both are accepted. */
function jsonOr<T extends z.ZodType>(schema: T, empty: unknown) {
  return z
    .unknown()
    .optional()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return empty;
      if (typeof value !== 'string') return value;
      if (value.trim() === '') return empty;
      try {
        return JSON.parse(value) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: m.invalidJson });
        return z.NEVER;
      }
    })
    .pipe(schema);
}

const flag = (fallback: boolean) =>
  z
    .union([z.boolean(), z.enum(['true', 'false']), z.null()])
    .optional()
    .transform((v) => (v === null || v === undefined ? fallback : v === true || v === 'true'));

const optionalText = (max: number, multiline = false) =>
  text({ multiline })
    .trim()
    .max(max, m.textTooLong)
    .nullish()
    .transform((v) => v ?? '');

/** The payment-method form (POST and PUT). */
export const PaymentMethodInputSchema = z
  .object(
    {
      name: text({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.textTooLong),
      description: optionalText(1000, true),
      instructions: optionalText(5000, true),
      is_active: flag(true),
      requires_reference: flag(false),
      requires_date: flag(false),
      requires_capture: flag(false),
      /** 'Lo cobra el vendedor': the buyer pays the seller, who hands it over (issue 42). */
      collected_by_seller: flag(false),
      custom_fields: jsonOr(
        z
          .array(CustomFieldSchema, { error: m.invalidJson })
          .max(20)
          .refine(
            (fields) => new Set(fields.map((f) => f.name)).size === fields.length,
            m.fieldNamesUnique,
          ),
        [],
      ),
      account_info: jsonOr(AccountInfoSchema, {}),
      /** Wins over requires_capture when sent; without it, requires_capture says required or none. */
      capture_mode: z.enum(CAPTURE_MODES, { error: m.captureModeInvalid }).optional(),
      /** The currency the buyer pays this method in (its amount is highlighted); none: null. */
      moneda_id: z.preprocess(
        (v) => (v === '' || v === undefined ? null : v),
        idSchema(m.currencyInvalid).nullable(),
      ),
    },
    { error: m.nameRequired },
  )
  .transform((input) => {
    const capture_mode = input.capture_mode ?? (input.requires_capture ? 'required' : 'none');
    return { ...input, capture_mode, requires_capture: capture_mode === 'required' };
  });
export type PaymentMethodInput = z.input<typeof PaymentMethodInputSchema>;
export type PaymentMethodInputParsed = z.output<typeof PaymentMethodInputSchema>;

export const PaymentMethodSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  instructions: z.string(),
  is_active: z.boolean(),
  requires_reference: z.boolean(),
  requires_date: z.boolean(),
  requires_capture: z.boolean(),
  collected_by_seller: z.boolean(),
  custom_fields: z.array(
    z.object({
      name: z.string(),
      label: z.string(),
      type: z.string(),
      placeholder: z.string(),
      required: z.boolean(),
    }),
  ),
  /** 'optional': the buyer may attach a receipt; requires_capture stays true only for 'required'. */
  capture_mode: z.enum(CAPTURE_MODES),
  account_info: z.object({
    bank_name: z.string().optional(),
    bank_code: z.string().optional(),
    phone: z.string().optional(),
    document_id: z.string().optional(),
    account_number: z.string().optional(),
    account_holder: z.string().optional(),
    email: z.string().optional(),
  }),
  /** The currency this method is paid in, when it names one (docs/domain.md). */
  moneda_id: z.number().int().nullable(),
  moneda_codigo: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

export const PaymentMethodListSchema = z.array(PaymentMethodSchema);

export const PaymentMethodListQuerySchema = z.object({
  all: z
    .enum(['1', 'true', '0', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});
