import { z } from './zod';
import { messages } from '../messages';
import { text } from './text';

const m = messages.sellers;

/** POST /sellers (admin). */
export const SellerInputSchema = z.object({
  name: text({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(120, m.nameRequired),
  phone: text()
    .trim()
    .max(30, m.phoneInvalid)
    .nullish()
    .transform((v) => v ?? ''),
  code: text({ error: m.codeRequired })
    .trim()
    .min(1, m.codeRequired)
    .regex(/^[A-Za-z0-9-]{3,30}$/, m.codeFormat)
    .transform((v) => v.toUpperCase()),
  commission_percent: z.coerce
    .number({ error: m.commissionInvalid })
    .min(0, m.commissionInvalid)
    .max(100, m.commissionInvalid)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, m.commissionInvalid),
  is_active: z.boolean().optional(),
});
export type SellerInput = z.input<typeof SellerInputSchema>;
export type SellerInputParsed = z.output<typeof SellerInputSchema>;

export const SellerCreatedSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** The seller's private page: whoever has the link sees it (no account). */
  report_url: z.string(),
});
export type SellerCreated = z.infer<typeof SellerCreatedSchema>;

/** Validated sales only: a rejection or a refund takes the sale off. Dollars. */
export const SellerSummarySchema = z.object({
  validated_count: z.number().int(),
  validated_numbers: z.number().int(),
  validated_amount: z.number(),
  commission: z.number(),
  /** What the seller collected (methods marked "Lo cobra el vendedor") less its commission. */
  hand_over: z.number(),
});
export type SellerSummary = z.infer<typeof SellerSummarySchema>;

export const SellerRaffleFiguresSchema = SellerSummarySchema.extend({
  raffle_id: z.number().int(),
  raffle_title: z.string(),
});

export const SellerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  phone: z.string(),
  code: z.string(),
  commission_percent: z.number(),
  is_active: z.boolean(),
  report_url: z.string(),
  totals: SellerSummarySchema,
  raffles: z.array(SellerRaffleFiguresSchema),
});
export type Seller = z.infer<typeof SellerSchema>;
export const SellerListSchema = z.array(SellerSchema);

/**
 * The secret of a seller's page link: base64url, as the server makes it (18 random bytes).
 * The pattern admits no control character, so it is the text check here, with the
 * seller's own advice instead of the generic 'Contiene caracteres no válidos'.
 */
export const SellerTokenSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{16,64}$/, messages.sellers.linkInvalid);

/** GET /sellers/report/:token: the seller's own page. */
export const SellerReportSchema = z.object({
  name: z.string(),
  code: z.string(),
  commission_percent: z.number(),
  totals: SellerSummarySchema,
  raffles: z.array(
    SellerRaffleFiguresSchema.extend({ can_sell: z.boolean(), link_path: z.string() }),
  ),
});
export type SellerReport = z.infer<typeof SellerReportSchema>;
