import { z } from './zod';
import { HOLDER_ID_PATTERN } from '../constants';
import { messages } from '../messages';
import { MAX_DB_ID, text } from './text';

/**
 * Numbers of a raffle: the public status (never buyer data), holds, the user's
 * own numbers and the live change events (docs/purchase-path.md, §10).
 */

/** The browser's guest id (or the user's id when logged in) that owns a hold. */
export const HolderIdSchema = text({ error: messages.numbers.invalidHolder })
  .trim()
  .regex(HOLDER_ID_PATTERN, messages.numbers.invalidHolder);

/**
 * One raffle number as a client may send it. Numbers are stored in PostgreSQL
 * `integer` columns, so anything beyond that range can name no number at all
 * (and PostgreSQL would refuse the query with a 500).
 */
export const RaffleNumberSchema = z
  .number({ error: messages.numbers.invalidList })
  .int(messages.numbers.invalidList)
  .min(-MAX_DB_ID - 1, messages.numbers.invalidList)
  .max(MAX_DB_ID, messages.numbers.invalidList);

export const NumberListSchema = z
  .array(RaffleNumberSchema, {
    error: messages.numbers.invalidList,
  })
  .min(1, messages.numbers.selectAtLeastOne);

export const NumbersQuerySchema = z.object({ format: z.enum(['plain', 'bitmap']).optional() });

const NumbersHeader = {
  raffle_id: z.number().int(),
  start_number: z.number().int(),
  end_number: z.number().int(),
  /** Bumped on every change of the raffle's numbers (the same value as the events). */
  version: z.number().int(),
};

export const RaffleNumbersSchema = z.object({
  ...NumbersHeader,
  sold: z.array(z.number().int()),
  reserved: z.array(z.number().int()),
});
export type RaffleNumbers = z.infer<typeof RaffleNumbersSchema>;

export const RaffleNumbersBitmapSchema = z.object({
  ...NumbersHeader,
  /** base64, 2 bits per number: 00 available, 01 reserved, 10 sold (domain/bitmap.ts). */
  bitmap: z.string(),
});
export type RaffleNumbersBitmap = z.infer<typeof RaffleNumbersBitmapSchema>;

export const ReserveInputSchema = z.object({
  numbers: NumberListSchema,
  customer_id: HolderIdSchema,
});
export type ReserveInput = z.infer<typeof ReserveInputSchema>;

export const ReserveResultSchema = z.object({
  reserved: z.array(z.number().int()),
  /** Taken by someone else meanwhile: the picker deselects them and says so. */
  unavailableNumbers: z.array(z.number().int()),
  expires_at: z.string(),
  /**
   * Seconds the hold had left when the server answered. The buyer's countdown
   * counts from this, not from its own clock, which may be off (docs/api.md).
   */
  seconds_left: z.number().int().nonnegative(),
});
export type ReserveResult = z.infer<typeof ReserveResultSchema>;

export const ReleaseInputSchema = ReserveInputSchema;
export type ReleaseInput = z.infer<typeof ReleaseInputSchema>;
export const ReleaseResultSchema = z.object({ releasedCount: z.number().int() });
export type ReleaseResult = z.infer<typeof ReleaseResultSchema>;

export const MyNumberSchema = z.object({
  raffle_id: z.number().int(),
  raffle_title: z.string(),
  number: z.number().int(),
  status: z.enum(['available', 'reserved', 'sold']),
  payment_status: z.enum(['pending', 'completed', 'failed', 'refunded']),
  purchased_at: z.string(),
});
export type MyNumber = z.infer<typeof MyNumberSchema>;
export const MyNumbersSchema = z.array(MyNumberSchema);

/**
 * One Server-Sent Event of GET /raffles/:id/events (the `data:` JSON of a
 * default "message" event): the raffle and its numbers version, nothing more.
 * A client whose version is behind refetches the bitmap (ETag makes it cheap).
 */
export const NumbersEventSchema = z.object({
  raffle_id: z.number().int(),
  version: z.number().int(),
});
export type NumbersEvent = z.infer<typeof NumbersEventSchema>;
