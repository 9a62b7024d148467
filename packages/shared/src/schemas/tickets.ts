import { z } from './zod';
import { PaymentStatusSchema, type PaymentStatus } from './payments';
import { CurrencyPricesSchema } from './purchase';
import { RaffleStatusSchema } from './raffles';
import { text } from './text';

/** A ticket code: 128 random bits or more, base64url (see docs/security.md). */
export const TicketCodeSchema = z.string().regex(/^[A-Za-z0-9_-]{22,64}$/);

export const TicketParamsSchema = z.object({ code: text().max(100) });

/** GET /api/tickets/:code: a purchase shown to whoever holds its link. */
/** A ticket whose purchase was rejected or refunded: it holds no numbers any more. */
export function isVoidStatus(status: PaymentStatus): boolean {
  return status === 'failed' || status === 'refunded';
}

export const TicketSchema = z.object({
  code: z.string(),
  /** The shop as /admin/tienda names it, and its logo's address (or null). */
  shop_name: z.string(),
  shop_logo: z.string().nullable(),
  raffle: z.object({
    id: z.number().int(),
    title: z.string(),
    image: z.string().nullable(),
    draw_date: z.string(),
    status: RaffleStatusSchema,
    start_number: z.number().int(),
    end_number: z.number().int(),
  }),
  numbers: z.array(z.number().int()),
  status: PaymentStatusSchema,
  /** A rejected or refunded purchase: the reason the shop gave (null otherwise or when none was given). */
  void_reason: z.string().nullable(),
  /** US dollars. */
  amount: z.number(),
  precio_moneda: CurrencyPricesSchema,
  created_at: z.string(),
  /** First name and last initial only ('María G.'). */
  buyer_name: z.string(),
  /**
   * Once the official result is recorded: the lottery's result, the winning
   * number it gave and whether it is one of this ticket's (paid) numbers.
   */
  draw: z
    .object({
      lottery: z.object({ name: z.string(), draw_at: z.string(), result: z.string() }),
      /** What the winning number wins (the raffle's prize). */
      prize: z.string(),
      winning_number: z.number().int(),
      won: z.boolean(),
    })
    .nullable(),
  /**
   * Every prize of the raffle once decided (ADR 054): its official result and
   * the numbers of this ticket that won it (empty: this ticket did not win it).
   */
  prizes: z.array(
    z.object({
      position: z.number().int(),
      /** '1er premio', '2do premio'… */
      label: z.string(),
      title: z.string(),
      drawn: z.boolean(),
      result: z.object({ name: z.string(), draw_at: z.string(), result: z.string() }).nullable(),
      won_numbers: z.array(z.number().int()),
    }),
  ),
});
export type Ticket = z.infer<typeof TicketSchema>;
