import { z } from './zod';
import { AUTO_CLOSE_MODES } from '../domain/auto-close';
import { formatUsd } from '../domain/format';
import { prizeRaffleIssues } from '../domain/prizes';
import { format, messages } from '../messages';
import { jsonList } from './json-list';
import { PrizesFieldSchema } from './prizes-input';
import { PacksFieldSchema } from './packs-input';
import { IdSchema, MAX_DB_ID, text } from './text';

const m = messages.raffles;

/** docs/domain.md: a range holds at most this many numbers. */
export const MAX_RAFFLE_NUMBERS = 100_000;
/** docs/domain.md: raffle images PNG, JPG or GIF up to 10 MB. */
export const RAFFLE_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** A price that fits integer cents comfortably. */
export const MAX_PRICE_PER_NUMBER = 1_000_000;

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
  text({ error: required }).trim().min(1, required).max(max, m.textTooLong);

const optionalText = (max: number, multiline = false) =>
  text({ multiline })
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

/** When sales close by themselves (issue 44); absent keeps the raffle's choice (new ones: 'both'). */
const autoClose = z
  .union([z.enum(AUTO_CLOSE_MODES), z.literal('')], { error: m.autoCloseInvalid })
  .optional()
  .transform((v) => (v === '' ? undefined : v));

/** The raffle's own close time; empty is null: the draw date minus 30 minutes. */
const salesCloseAt = z
  .union([z.string(), z.null()])
  .optional()
  .transform((v) => (v === '' ? null : v))
  .pipe(
    z.iso
      .datetime({ offset: true, error: m.salesCloseAtInvalid })
      .transform((v) => new Date(v).toISOString())
      .nullable()
      .optional(),
  );

/** A raffle's images at most: the main `image` and the gallery after it (issue 30). */
export const RAFFLE_MAX_IMAGES = 8;

/** `gallery_keep`: a JSON list of image URLs (multipart sends text). */
const GalleryKeepSchema = jsonList(m.galleryKeepInvalid).pipe(
  z
    .array(z.string({ error: m.galleryKeepInvalid }).max(300), { error: m.galleryKeepInvalid })
    .max(RAFFLE_MAX_IMAGES, m.tooManyImages),
);

/**
 * The raffle form (create and edit) with every docs/domain.md rule. POST and PUT send
 * every field; `status` is 'active' when the activate box is ticked, else
 * 'pending'; `remove_image=true` removes the current image (edit only).
 */
export const RaffleInputSchema = z
  .object({
    title: requiredText(m.titleRequired, 200),
    description: optionalText(5000, true),
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
    /**
     * Edit only: the gallery's saved images to keep (their `url`s), in the
     * operator's order; new `images` files follow them. Absent keeps the gallery.
     */
    gallery_keep: GalleryKeepSchema.optional(),
    /** Several prizes (ADR 054); absent keeps the raffle's prizes as they are. */
    prizes: PrizesFieldSchema.optional(),
    /** Packs (issue 29): `[{ quantity, price }]`; absent keeps the raffle's packs as they are. */
    packs: PacksFieldSchema.optional(),
    auto_close: autoClose,
    sales_close_at: salesCloseAt,
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
    if (v.sales_close_at && new Date(v.sales_close_at) > new Date(v.draw_date)) {
      ctx.addIssue({ code: 'custom', path: ['sales_close_at'], message: m.salesCloseAfterDraw });
    }
    const prizeIssues = prizeRaffleIssues(v.prizes ?? [], {
      start: v.start_number,
      end: v.end_number,
      drawDate: v.draw_date,
    });
    for (const { index, field, message } of prizeIssues) {
      ctx.addIssue({ code: 'custom', path: ['prizes', index, field], message });
    }
    for (const [index, pack] of (v.packs ?? []).entries()) {
      const singles = Math.round(v.price_per_number * 100) * pack.quantity;
      if (Math.round(pack.price * 100) >= singles) {
        ctx.addIssue({
          code: 'custom',
          path: ['packs', index, 'price'],
          message: format(messages.packs.notCheaper, { total: formatUsd(singles / 100) }),
        });
      }
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
  id: IdSchema,
  number: z.coerce
    .number({ error: m.wholeNumber })
    .int(m.wholeNumber)
    .min(0, m.wholeNumber)
    .max(MAX_DB_ID, m.wholeNumber),
});
