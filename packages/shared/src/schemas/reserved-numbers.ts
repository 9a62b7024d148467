import { z } from './zod';
import { format, messages } from '../messages';
import { RaffleNumberSchema } from './numbers';

/**
 * Reserved numbers of a raffle, for the admin (docs/product.md 'Reserved numbers', §3,
 * §4; docs/domain.md 'Admin release'): who holds what and for how long, and the
 * release actions with their consequences.
 */

const r = messages.payments.reserved;

/** docs/domain.md: reservations older than this are "expired"; release-expired's default. */
export const DEFAULT_EXPIRATION_HOURS = 24;
/** Largest range a raffle may have (raffles.ts MAX_RAFFLE_NUMBERS); a release never exceeds it. */
const MAX_RELEASE_NUMBERS = 100_000;

export const ReservedNumberSchema = z.object({
  number: z.number().int(),
  /** 'hold': a picker's temporary hold; 'payment': under a payment awaiting review. */
  kind: z.enum(['hold', 'payment']),
  payment_id: z.number().int().nullable(),
  /** Whole hours since the reservation (total, not the remainder after days). */
  hours_passed: z.number().int(),
  /** Whole minutes since the reservation (total). */
  minutes_passed: z.number().int(),
  /** The buyer under a payment; null for holds (nobody has given a name yet). */
  reserved_by_name: z.string().nullable(),
  reserved_by_email: z.string().nullable(),
  reserved_at: z.string(),
  /** When a hold lapses by itself; null under a payment (those never lapse). */
  hold_expires_at: z.string().nullable(),
});
export type ReservedNumber = z.infer<typeof ReservedNumberSchema>;
export const ReservedNumberListSchema = z.array(ReservedNumberSchema);

const numbersList = z
  .array(RaffleNumberSchema, {
    error: messages.numbers.releaseSelectAtLeastOne,
  })
  .min(1, messages.numbers.releaseSelectAtLeastOne)
  .max(MAX_RELEASE_NUMBERS, messages.numbers.invalidList);

export const ReleaseSpecificInputSchema = z.object(
  { numbers: numbersList },
  { error: messages.numbers.releaseSelectAtLeastOne },
);
export type ReleaseSpecificInput = z.infer<typeof ReleaseSpecificInputSchema>;

export const ReleaseExpiredInputSchema = z.preprocess(
  // No body at all (null) means the default.
  (body) => body ?? {},
  z.object(
    {
      expirationHours: z.coerce
        .number({ error: r.expirationHoursInvalid })
        // Fractions are fine (0.5 = 30 minutes); the cut-off is computed in milliseconds.
        .positive(r.expirationHoursInvalid)
        .max(24 * 365, r.expirationHoursInvalid)
        .default(DEFAULT_EXPIRATION_HOURS),
    },
    { error: r.expirationHoursInvalid },
  ),
);
export type ReleaseExpiredInput = z.input<typeof ReleaseExpiredInputSchema>;

/** `?preview=1`: answer what the release would do, and change nothing. */
export const ReleasePreviewQuerySchema = z.object({
  preview: z
    .enum(['1', 'true', '0', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

export const AdminReleaseResultSchema = z.object({
  /** True when nothing was changed (a preview). */
  preview: z.boolean(),
  /** Every number freed: holds deleted plus all numbers of the rejected payments. */
  releasedCount: z.number().int(),
  releasedNumbers: z.array(z.number().int()),
  /** Pending payments rejected because one of their numbers was released (e-mailed). */
  rejectedPayments: z.array(
    z.object({
      id: z.number().int(),
      customer_name: z.string(),
      customer_email: z.string(),
      numbers: z.array(z.number().int()),
    }),
  ),
});
export type AdminReleaseResult = z.infer<typeof AdminReleaseResultSchema>;

/** docs/domain.md colour legend: over 24 hours red, over 12 orange, over 6 yellow, otherwise green. */
export type ReservationAgeLevel = 'red' | 'orange' | 'yellow' | 'green';
export function reservationAgeLevel(minutesPassed: number): ReservationAgeLevel {
  const hours = minutesPassed / 60;
  if (hours > 24) return 'red';
  if (hours > 12) return 'orange';
  if (hours > 6) return 'yellow';
  return 'green';
}

/** The age in days, hours or minutes (docs/domain.md): '2 días', '5 horas', '1 minuto'. */
export function reservationAgeText(minutesPassed: number): string {
  const minutes = Math.max(0, Math.floor(minutesPassed));
  const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
  if (minutes >= 24 * 60) return plural(Math.floor(minutes / (24 * 60)), 'día', 'días');
  if (minutes >= 60) return plural(Math.floor(minutes / 60), 'hora', 'horas');
  return plural(minutes, 'minuto', 'minutos');
}

/** The success text after a release ('Se liberaron 3 números'). */
export function releasedCountText(count: number): string {
  if (count === 0) return r.releasedNone;
  if (count === 1) return r.releasedOne;
  return format(r.releasedCount, { count });
}
