import { z } from './zod';
import { MAX_PRIZES } from '../domain/prizes';
import { messages } from '../messages';
import { PrizeSchema } from './prizes';
import { IdSchema, text } from './text';

const m = messages.draw;

/** POST /api/raffles/:id/draw/result: the official lottery result the admin copies. */
export const DrawResultInputSchema = z.object({
  lottery_name: text({ error: m.lotteryRequired })
    .trim()
    .min(1, m.lotteryRequired)
    .max(100, m.lotteryTooLong),
  draw_at: text({ error: m.drawAtRequired })
    .trim()
    .min(1, m.drawAtRequired)
    .refine((value) => !Number.isNaN(Date.parse(value)), m.drawAtInvalid),
  // Digits only, as the lottery publishes them; how many the rule needs depends on the raffle.
  result: text({ error: m.resultRequired })
    .trim()
    .min(1, m.resultRequired)
    .max(20, m.resultDigits)
    .regex(/^\d+$/, m.resultDigits),
});
export type DrawResultInput = z.input<typeof DrawResultInputSchema>;

/** GET /api/raffles/:id/draw's `result_source`: where the recorded main result came from. */
export const ResultSourceSchema = z.object({
  names: z.array(z.string()),
  fetched_at: z.string(),
  /** The raw page as it was read, served as plain text. */
  archive_url: z.string(),
  /** SHA-256 of the archived bytes, lowercase hex. */
  sha256: z.string(),
});
export type ResultSource = z.infer<typeof ResultSourceSchema>;

export const DrawStatusSchema = z.enum(['open', 'fixed', 'drawn']);
export type DrawStatus = z.infer<typeof DrawStatusSchema>;

/** GET /api/raffles/:id/draw: what anyone needs to check the draw (docs/domain.md). */
export const DrawSchema = z.object({
  status: DrawStatusSchema,
  algorithm: z.literal('sha256'),
  /** SHA-256 of the entries' bytes, lowercase hex; null while sales are open. */
  fingerprint: z.string().nullable(),
  fixed_at: z.string().nullable(),
  /** The earliest lottery draw whose result counts: fixed_at plus the published margin (ADR 034). */
  result_after: z.string().nullable(),
  entries_count: z.number().int().nullable(),
  /** Where the exact hashed bytes are served; null while sales are open. */
  entries_url: z.string().nullable(),
  /** The winning-number rule in words, fixed with the list. */
  rule: z.string(),
  lottery: z.object({ name: z.string(), draw_at: z.string(), result: z.string() }).nullable(),
  winning_number: z.number().int().nullable(),
  /** Every prize of the raffle, in order (ADR 054). */
  prizes: z.array(PrizeSchema),
  /** Where the main result was fetched from (issue 44); null when typed by hand. */
  result_source: ResultSourceSchema.nullable(),
});
export type Draw = z.infer<typeof DrawSchema>;

/** POST /api/raffles/:id/draw/close answers 409 with this when payments wait for review. */
export const DrawPendingSchema = z.object({
  error: z.string(),
  message: z.string(),
  pending_count: z.number().int(),
});

const p = messages.prizes;

export const PrizeParamsSchema = z.object({
  id: IdSchema,
  position: z.coerce
    .number({ error: p.notFound })
    .int(p.notFound)
    .min(1, p.notFound)
    .max(MAX_PRIZES, p.notFound),
});
