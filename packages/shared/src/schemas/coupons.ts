import { z } from './zod';
import { messages } from '../messages';
import { idSchema, text } from './text';

const m = messages.coupons;

/** Codes: case-insensitive, stored and compared upper-cased. */
export const CouponCodeSchema = text({ error: m.codeRequired })
  .trim()
  .min(1, m.codeRequired)
  .regex(/^[A-Za-z0-9-]{3,30}$/, m.codeFormat)
  .transform((v) => v.toUpperCase());

/** The key a code is stored and looked up by: 'verano10' and 'VERANO10' are one coupon. */
export const codeKeyOf = (code: string) => code.trim().toUpperCase();

const positiveInt = (message: string) =>
  z.coerce.number({ error: message }).int(message).min(1, message);
const optionalInstant = z
  .union([z.iso.datetime({ offset: true }), z.literal(''), z.null()])
  .optional()
  .transform((v) => (v ? new Date(v).toISOString() : null));

/** POST /coupons (admin). `value`: percent (1–100) or US dollars off. */
export const CouponInputSchema = z
  .object({
    code: CouponCodeSchema,
    kind: z.enum(['percent', 'fixed'], { error: m.kindInvalid }),
    value: z.coerce.number({ error: m.amountInvalid }),
    max_uses: positiveInt(m.usesInvalid),
    max_uses_per_buyer: positiveInt(m.usesInvalid).nullish(),
    raffle_id: idSchema().nullish(),
    valid_from: optionalInstant,
    valid_until: optionalInstant,
    min_numbers: positiveInt(m.minNumbersInvalid).nullish(),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && (!Number.isInteger(v.value) || v.value < 1 || v.value > 100)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: m.percentInvalid });
    }
    const cents = v.value * 100;
    if (v.kind === 'fixed' && (v.value <= 0 || Math.abs(cents - Math.round(cents)) > 1e-6)) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: m.amountInvalid });
    }
    if (v.valid_from && v.valid_until && v.valid_until <= v.valid_from) {
      ctx.addIssue({ code: 'custom', path: ['valid_until'], message: m.datesOrder });
    }
  });
export type CouponInput = z.input<typeof CouponInputSchema>;
export type CouponInputParsed = z.output<typeof CouponInputSchema>;

/** A coupon as the admin sees it, with its live uses (pending and validated payments). */
export const CouponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(['percent', 'fixed']),
  value: z.number(),
  max_uses: z.number().int(),
  max_uses_per_buyer: z.number().int().nullable(),
  raffle_id: z.number().int().nullable(),
  raffle_title: z.string().nullable(),
  valid_from: z.string().nullable(),
  valid_until: z.string().nullable(),
  min_numbers: z.number().int(),
  uses: z.number().int(),
  /** Off: the code is refused like an unknown one ('Este cupón no existe'); past uses stay. */
  is_active: z.boolean(),
  created_at: z.string(),
});
export type Coupon = z.infer<typeof CouponSchema>;
export const CouponListSchema = z.array(CouponSchema);

/** POST /coupons/check: what the buyer would pay with that code (the purchase charges the same). */
export const CouponCheckInputSchema = z.object({
  raffle_id: idSchema(),
  code: text({ error: m.unknown }).max(100, m.unknown),
  quantity: z.coerce
    .number({ error: m.quantityInvalid })
    .int(m.quantityInvalid)
    .min(1, m.quantityInvalid)
    .max(100_000, m.quantityInvalid),
});
export type CouponCheckInput = z.infer<typeof CouponCheckInputSchema>;

export const CouponCheckResultSchema = z.object({
  valid: z.boolean(),
  /** US dollars off, and the total after it (the total without coupon when not valid). */
  discount: z.number(),
  total: z.number(),
  reason: z.string().optional(),
});
export type CouponCheckResult = z.infer<typeof CouponCheckResultSchema>;
