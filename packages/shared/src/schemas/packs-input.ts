import { z } from './zod';
import { format, messages } from '../messages';
import { jsonList } from './json-list';
import { MAX_PACKS } from './packs';

// The raffle form's packs, apart from the answer's PackSchema (packs.ts) so a
// buyer's first load does not build them (ADR 066).

const PackInputSchema = z.object(
  {
    quantity: z.coerce
      .number({ error: messages.packs.quantityInvalid })
      .int(messages.packs.quantityInvalid)
      .min(2, messages.packs.quantityInvalid)
      .max(100_000, messages.packs.quantityInvalid),
    price: z.coerce
      .number({ error: messages.packs.priceInvalid })
      .positive(messages.packs.priceInvalid)
      .max(1_000_000, messages.packs.priceInvalid)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, messages.packs.priceInvalid),
  },
  { error: messages.packs.listInvalid },
);

/**
 * The `packs` field of the raffle form: a JSON text (multipart) or an array
 * (JSON body) of `{ quantity, price }`, price in USD. Whether a pack is cheaper
 * than its singles needs the raffle's price: the raffle form checks that.
 */
export const PacksFieldSchema = jsonList(messages.packs.listInvalid, { blankIsEmpty: true })
  .pipe(
    z
      .array(PackInputSchema, { error: messages.packs.listInvalid })
      .max(MAX_PACKS, format(messages.packs.tooMany, { max: MAX_PACKS })),
  )
  .superRefine((packs, ctx) => {
    const seen = new Set<number>();
    packs.forEach((pack, index) => {
      if (seen.has(pack.quantity)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'quantity'],
          message: format(messages.packs.repeated, { quantity: pack.quantity }),
        });
      }
      seen.add(pack.quantity);
    });
  });
