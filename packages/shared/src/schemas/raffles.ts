import { z } from './zod';
import { PictureSchema } from './picture';
import { PrizeSchema } from './prizes';
import { PackSchema } from './packs';
import { AUTO_CLOSE_MODES } from '../domain/auto-close';

export const RaffleStatusSchema = z.enum(['pending', 'active', 'completed']);

/** One WebP width of a raffle's image (URL path under /uploads/), for srcset. */
export const RaffleImageSourceSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type RaffleImageSource = z.infer<typeof RaffleImageSourceSchema>;

/** A raffle as every screen sees it (docs/domain.md plus docs/api.md's derived fields). */
export const RaffleSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  product_to_win: z.string(),
  price_per_number: z.number(),
  start_number: z.number().int(),
  end_number: z.number().int(),
  draw_date: z.string(),
  /** URL path under /uploads/, or null. */
  imagen: z.string().nullable(),
  /** A smaller still for the cards (≤ 640 px wide), or null. */
  imagen_card: z.string().nullable(),
  /** WebP widths of the image for srcset, narrowest first; empty without image or for older ones. */
  imagenes: z.array(RaffleImageSourceSchema),
  /** The image's own size in pixels (null without image or for older ones). */
  imagen_width: z.number().int().nullable(),
  imagen_height: z.number().int().nullable(),
  /**
   * Every picture of the prize, the main one (`imagen`) first, then the gallery
   * in the operator's order (issue 30); empty without images.
   */
  images: z.array(PictureSchema),
  status: RaffleStatusSchema,
  total_numbers: z.number().int(),
  /** Numbers of completed payments. */
  sold_numbers: z.number().int(),
  /** Numbers under a pending payment or a hold that has not expired. */
  reserved_numbers: z.number().int(),
  available_numbers: z.number().int(),
  /** Hidden (null) from non-admins until the raffle has ended. */
  numero_ganador: z.number().int().nullable(),
  is_minimal_required: z.boolean(),
  minimal_number: z.number().int(),
  diffusion_channel: z.string(),
  ended: z.boolean(),
  extended: z.boolean(),
  /** Its close time came and its draw is ahead (issue 44, ADR 088): no holds, no sales. */
  sales_closed: z.boolean().optional(),
  can_sell: z.boolean(),
  /** After the draw: the winner's first name and last initial ('María G.'), or null. */
  winner_display: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  /** Only in GET /raffles/:id (and the admin's create and edit answers): the prizes in order (ADR 054). */
  prizes: z.array(PrizeSchema).optional(),
  /**
   * Every prize's title in order, the main one first (the product without prize rows), in
   * every answer: the cards and the share text name them (issue 42).
   */
  prize_titles: z.array(z.string()).optional(),
  /** When sales close by themselves (issue 44); its own close time, or null (draw minus 30 min). */
  auto_close: z.enum(AUTO_CLOSE_MODES).optional(),
  sales_close_at: z.string().nullable().optional(),
  /** Packs, cheapest per number last (issue 29): `[{ quantity, price }]`, price in USD. */
  packs: z.array(PackSchema).optional(),
});
export type Raffle = z.infer<typeof RaffleSchema>;

export const RaffleListSchema = z.array(RaffleSchema);
