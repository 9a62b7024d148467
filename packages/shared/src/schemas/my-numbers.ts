import { z } from './zod';
import { messages } from '../messages';
import { PaymentStatusSchema } from './payments';
import { CurrencyPricesSchema } from './purchase';
import { RaffleStatusSchema } from './raffles';
import { text } from './text';

const m = messages.myNumbers;

/**
 * POST /api/numbers/lookup: the cédula plus the e-mail or phone the buyer
 * bought with. Both are compared normalised (domain/buyer-identity).
 */
export const NumbersLookupInputSchema = z.object({
  document: text({ error: m.documentRequired })
    .trim()
    .min(1, m.documentRequired)
    .max(50, m.documentInvalid)
    .regex(/[0-9]/, m.documentInvalid),
  contact: text({ error: m.contactRequired })
    .trim()
    .min(1, m.contactRequired)
    .max(254, m.contactInvalid)
    .refine((v) => v.includes('@') || v.replace(/\D/g, '').length >= 7, m.contactInvalid),
});
export type NumbersLookupInput = z.infer<typeof NumbersLookupInputSchema>;

/** One purchase as its buyer sees it: never another buyer's data, nor their own contact. */
export const BuyerPurchaseSchema = z.object({
  ticket_code: z.string(),
  raffle_id: z.number().int(),
  raffle_title: z.string(),
  raffle_image: z.string().nullable(),
  raffle_status: RaffleStatusSchema,
  draw_date: z.string(),
  start_number: z.number().int(),
  end_number: z.number().int(),
  numbers: z.array(z.number().int()),
  status: PaymentStatusSchema,
  /** US dollars. */
  amount: z.number(),
  precio_moneda: CurrencyPricesSchema,
  created_at: z.string(),
  rejection_reason: z.string().optional(),
});
export type BuyerPurchase = z.infer<typeof BuyerPurchaseSchema>;

export const BuyerPurchasesSchema = z.object({ purchases: z.array(BuyerPurchaseSchema) });
export type BuyerPurchases = z.infer<typeof BuyerPurchasesSchema>;
