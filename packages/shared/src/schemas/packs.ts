import { z } from 'zod';
import { format } from '../messages';

/** The packs' texts (issue 29); the raffle form shows them under its 'Paquetes' rows. */
export const packMessages = {
  listInvalid: 'Los paquetes no son válidos',
  quantityInvalid: 'La cantidad del paquete debe ser un número entero de 2 o más',
  priceInvalid: 'El precio del paquete debe ser mayor que 0, con dos decimales como máximo',
  notCheaper: 'El paquete debe costar menos que sus números sueltos ({total})',
  repeated: 'Ya hay un paquete de {quantity} números',
  tooMany: 'Como máximo {max} paquetes por rifa',
  title: 'Paquetes',
  hint: 'Varios números juntos por menos: «5 números por $12». Se cobra siempre la combinación más barata.',
  add: 'Agregar paquete',
  remove: 'Quitar paquete',
  quantity: 'Números',
  price: 'Precio (USD)',
  label: '{quantity} por {price}',
  applied: 'Precio con paquetes',
  singles: '{count} números',
} as const;

export const MAX_PACKS = 10;

/** One pack as the API speaks it: dollars, like price_per_number. */
export const PackSchema = z.object({
  quantity: z.number().int(),
  price: z.number(),
});
export type PackOut = z.infer<typeof PackSchema>;

const PackInputSchema = z.object(
  {
    quantity: z.coerce
      .number({ error: packMessages.quantityInvalid })
      .int(packMessages.quantityInvalid)
      .min(2, packMessages.quantityInvalid)
      .max(100_000, packMessages.quantityInvalid),
    price: z.coerce
      .number({ error: packMessages.priceInvalid })
      .positive(packMessages.priceInvalid)
      .max(1_000_000, packMessages.priceInvalid)
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, packMessages.priceInvalid),
  },
  { error: packMessages.listInvalid },
);

/**
 * The `packs` field of the raffle form: a JSON text (multipart) or an array
 * (JSON body) of `{ quantity, price }`, price in USD. Whether a pack is cheaper
 * than its singles needs the raffle's price: the raffle form checks that.
 */
export const PacksFieldSchema = z
  .union([z.string(), z.array(z.unknown())], { error: packMessages.listInvalid })
  .transform((value, ctx) => {
    if (Array.isArray(value)) return value;
    if (value.trim() === '') return [];
    try {
      return JSON.parse(value) as unknown;
    } catch {
      ctx.addIssue({ code: 'custom', message: packMessages.listInvalid });
      return z.NEVER;
    }
  })
  .pipe(
    z
      .array(PackInputSchema, { error: packMessages.listInvalid })
      .max(MAX_PACKS, format(packMessages.tooMany, { max: MAX_PACKS })),
  )
  .superRefine((packs, ctx) => {
    const seen = new Set<number>();
    packs.forEach((pack, index) => {
      if (seen.has(pack.quantity)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'quantity'],
          message: format(packMessages.repeated, { quantity: pack.quantity }),
        });
      }
      seen.add(pack.quantity);
    });
  });
