import { z } from 'zod';
import { format, messages } from '../messages';

const m = messages.raffles;

/** DESIGN §2: a range holds at most this many numbers. */
export const MAX_RAFFLE_NUMBERS = 100_000;
/** SPEC §9: raffle images PNG, JPG or GIF up to 10 MB. */
export const RAFFLE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** A price that fits integer cents comfortably. */
export const MAX_PRICE_PER_NUMBER = 1_000_000;

export const RaffleStatusSchema = z.enum(['pending', 'active', 'completed']);

/*
 * Form values arrive three ways: typed from the web form, as JSON, or as
 * multipart strings ('true'/'false', empty string = null). Each field accepts
 * all three and gives one typed value.
 */
type Loose = number | string | boolean | null | undefined;
const loose = z.union([z.number(), z.string(), z.boolean(), z.null()]).optional();

function toNumber(value: Loose): unknown {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'number') return Number.isNaN(value) ? undefined : value;
  if (typeof value === 'boolean') return value;
  const text = value.trim();
  if (text === '') return undefined;
  // Decimal comma accepted: '5,50' is how many people type a price.
  const n = Number(text.replace(',', '.'));
  return Number.isFinite(n) ? n : text;
}

/** A required whole number: missing → `required`, anything else wrong → 'Debe ser un número entero'. */
function requiredInt(required: string) {
  return loose
    .transform(toNumber)
    .pipe(
      z
        .number({ error: (issue) => (issue.input === undefined ? required : m.wholeNumber) })
        .int(m.wholeNumber),
    );
}

/** An optional whole number: missing or empty → null. */
function optionalInt(invalid: string) {
  return loose
    .transform((v) => toNumber(v) ?? null)
    .pipe(z.number({ error: invalid }).int(invalid).nullable());
}

const flag = loose.transform((v) => v === true || v === 'true' || v === '1' || v === 'on');

const requiredText = (required: string, max: number) =>
  z.string({ error: required }).trim().min(1, required).max(max, m.textTooLong);

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, m.textTooLong)
    .nullish()
    .transform((v) => v ?? '');

const price = loose.transform(toNumber).pipe(
  z
    .number({
      error: (issue) => (issue.input === undefined ? m.priceRequired : m.priceMustBePositive),
    })
    .positive(m.priceMustBePositive)
    .max(MAX_PRICE_PER_NUMBER, m.priceTooHigh)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, m.priceStep),
);

/** An instant with its offset (the web form converts BUSINESS_TZ local time to ISO). */
const drawDate = z
  .union([z.string(), z.date(), z.null()])
  .optional()
  .transform((v) => (v === '' || v === null ? undefined : v))
  .pipe(
    z.union([z.iso.datetime({ offset: true, error: m.drawDateInvalid }), z.date()], {
      error: (issue) => (issue.input === undefined ? m.drawDateRequired : m.drawDateInvalid),
    }),
  )
  .transform((v, ctx) => {
    const date = new Date(v);
    if (Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: m.drawDateInvalid });
      return z.NEVER;
    }
    return date.toISOString();
  });

/**
 * The raffle form (create and edit) with every SPEC §5 rule. POST and PUT send
 * every field; `status` is 'active' when the activate box is ticked, else
 * 'pending'; `remove_image=true` removes the current image (edit only).
 */
export const RaffleInputSchema = z
  .object({
    title: requiredText(m.titleRequired, 200),
    description: optionalText(5000),
    product_to_win: requiredText(m.productRequired, 300),
    price_per_number: price,
    start_number: requiredInt(m.startRequired).pipe(z.number().min(0, m.startNegative)),
    end_number: requiredInt(m.endRequired),
    draw_date: drawDate,
    numero_ganador: optionalInt(m.wholeNumber),
    is_minimal_required: flag,
    minimal_number: optionalInt(m.minimumInvalid),
    diffusion_channel: optionalText(300),
    status: z
      .union([z.enum(['active', 'pending']), z.literal(''), z.null()], { error: m.statusInvalid })
      .optional()
      .transform((v) => (v === 'active' ? 'active' : 'pending')),
    remove_image: flag,
  })
  .superRefine((v, ctx) => {
    if (v.start_number > v.end_number) {
      ctx.addIssue({ code: 'custom', path: ['start_number'], message: m.startAfterEnd });
      return;
    }
    const total = v.end_number - v.start_number + 1;
    if (total > MAX_RAFFLE_NUMBERS) {
      ctx.addIssue({ code: 'custom', path: ['end_number'], message: m.rangeTooLarge });
    }
    if (
      v.numero_ganador !== null &&
      (v.numero_ganador < v.start_number || v.numero_ganador > v.end_number)
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['numero_ganador'],
        message: format(m.winningNumberOutOfRange, { start: v.start_number, end: v.end_number }),
      });
    }
    if (v.is_minimal_required) {
      if (v.minimal_number === null || v.minimal_number < 0) {
        ctx.addIssue({ code: 'custom', path: ['minimal_number'], message: m.minimumInvalid });
      } else if (v.minimal_number > total) {
        ctx.addIssue({ code: 'custom', path: ['minimal_number'], message: m.minimumTooLarge });
      }
    }
  })
  // Without the requirement the minimum means nothing; it is stored as 0.
  .transform((v) => ({
    ...v,
    minimal_number: v.is_minimal_required ? (v.minimal_number ?? 0) : 0,
  }));

export type RaffleInput = z.input<typeof RaffleInputSchema>;
export type RaffleInputParsed = z.output<typeof RaffleInputSchema>;

/** A raffle as every screen sees it (SPEC §3 plus DESIGN §10's derived fields). */
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
  can_sell: z.boolean(),
  /** After the draw: the winner's first name and last initial ('María G.'), or null. */
  winner_display: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Raffle = z.infer<typeof RaffleSchema>;

export const RaffleListSchema = z.array(RaffleSchema);

export const DeleteRaffleResultSchema = z.object({ success: z.literal(true), message: z.string() });

/** GET /raffles/:id/winner/:number (admin): the buyer of that number under a completed payment. */
export const WinnerDataSchema = z.object({
  raffle_info: z.object({
    winning_number: z.number().int(),
    product: z.string(),
    draw_date: z.string(),
  }),
  winner: z
    .object({
      customer_name: z.string(),
      customer_email: z.string(),
      customer_phone: z.string(),
      purchased_at: z.string(),
      payment_method: z.string(),
    })
    .nullable(),
});
export type WinnerData = z.infer<typeof WinnerDataSchema>;

export const WinnerParamsSchema = z.object({
  id: z.coerce.number().int().positive(),
  number: z.coerce.number({ error: m.wholeNumber }).int(m.wholeNumber),
});
