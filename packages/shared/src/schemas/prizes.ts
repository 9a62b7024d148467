import { z } from './zod';
import { PRIZE_KINDS, UNSOLD_POLICIES } from '../domain/prizes';
import { PictureSchema } from './picture';

// The prize as answers show it; the raffle form's prize input and the draw's
// schemas are in draw.ts, which a buyer's first load does not build (ADR 066).

export const PrizeStatusSchema = z.enum(['open', 'fixed', 'drawn']);

/** A prize as every answer shows it (GET /raffles/:id, GET /raffles/:id/draw). */
export const PrizeSchema = z.object({
  position: z.number().int(),
  /** '1er premio', '2do premio'… */
  label: z.string(),
  title: z.string(),
  kind: z.enum(PRIZE_KINDS),
  digits: z.number().int().nullable(),
  lottery_name: z.string().nullable(),
  cutoff_at: z.string().nullable(),
  unsold: z.enum(UNSOLD_POLICIES),
  /** Numbers that won an earlier prize do not take part (official, terminal, adjacent). */
  exclude_winners: z.boolean(),
  /** The prize's rule in words, with the unsold policy; fixed with its list. */
  rule: z.string(),
  /** open: list not fixed yet; fixed: waiting for its result; drawn: decided (no winners = desierto). */
  status: PrizeStatusSchema,
  /** The list this prize is decided over (its own for the early bird, the raffle's for the rest). */
  fingerprint: z.string().nullable(),
  entries_url: z.string().nullable(),
  entries_count: z.number().int().nullable(),
  fixed_at: z.string().nullable(),
  result_after: z.string().nullable(),
  /** The official result that decided it (the 1er premio's for terminal and adjacent) and the number it gave. */
  result: z
    .object({
      name: z.string(),
      draw_at: z.string(),
      result: z.string(),
      number: z.number().int().nullable(),
    })
    .nullable(),
  /** Names as the public list shows them: first name and last initial. */
  winners: z.array(z.object({ number: z.number().int(), name: z.string() })),
  /** The prize's optional picture (PUT /raffles/:id/prizes/:position/image). */
  image: PictureSchema.nullable(),
});
export type Prize = z.infer<typeof PrizeSchema>;
