import { z } from './zod';

export const MAX_PACKS = 10;

/** One pack as the API speaks it: dollars, like price_per_number. */
export const PackSchema = z.object({
  quantity: z.number().int(),
  price: z.number(),
});
export type PackOut = z.infer<typeof PackSchema>;
