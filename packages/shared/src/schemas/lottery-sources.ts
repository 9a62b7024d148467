import { z } from './zod';
import { messages } from '../messages';
import { text } from './text';

const m = messages.lotterySources;

/** dd, MM and yyyy in any order with separators: the date as a result page prints it. */
export const DATE_FORMAT_PATTERN = /^(?=.*dd)(?=.*MM)(?=.*yyyy)[dMy/.\- ]{8,14}$/;

function validRegex(value: string): boolean {
  try {
    new RegExp(value, 'u');
    return true;
  } catch {
    return false;
  }
}

/** A source as GET /api/lottery-sources lists it: a preset (`preset: true`) or the shop's own. */
export const LotterySourceSchema = z.object({
  /** A preset's slug ('tuazar-triple-zulia') or the shop's own source's number as text. */
  id: z.string(),
  name: z.string(),
  lottery: z.string(),
  url: z.string(),
  selector: z.string().nullable(),
  pattern: z.string().nullable(),
  date_format: z.string().nullable(),
  preset: z.boolean(),
});
export type LotterySource = z.infer<typeof LotterySourceSchema>;

/** POST /api/lottery-sources: the shop's own source. */
export const LotterySourceInputSchema = z
  .object({
    name: text({ error: m.nameRequired }).trim().min(1, m.nameRequired).max(100, m.nameTooLong),
    lottery: text({ error: m.lotteryRequired })
      .trim()
      .min(1, m.lotteryRequired)
      .max(100, m.lotteryTooLong),
    url: text({ error: m.urlInvalid })
      .trim()
      .max(2000, m.urlInvalid)
      .refine((value) => /^https?:\/\/[^\s]+$/i.test(value) && URL.canParse(value), m.urlInvalid),
    selector: text({ error: m.selectorInvalid }).trim().max(500, m.selectorInvalid).nullish(),
    pattern: text({ error: m.patternInvalid })
      .trim()
      .max(500, m.patternInvalid)
      .refine((value) => value === '' || validRegex(value), m.patternInvalid)
      .nullish(),
    date_format: text({ error: m.dateFormatInvalid })
      .trim()
      .refine((value) => value === '' || DATE_FORMAT_PATTERN.test(value), m.dateFormatInvalid)
      .nullish(),
  })
  .superRefine((input, ctx) => {
    if (!input.selector && !input.pattern) {
      ctx.addIssue({ code: 'custom', path: ['selector'], message: m.selectorOrPattern });
    }
  });
export type LotterySourceInput = z.input<typeof LotterySourceInputSchema>;

export const LotterySourceParamsSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]{1,60}$/, m.notFound),
});

/**
 * Which of a lottery's draws at that hour (ADR 088): the Triple A, the Triple B or the third
 * one (Triple C, the zodiac triple). The presets read that one; the shop's own sources read
 * what their selector or pattern points at.
 */
export const LOTTERY_DRAWS = ['A', 'B', 'C'] as const;
export type LotteryDraw = (typeof LOTTERY_DRAWS)[number];
const drawLetter = z.enum(LOTTERY_DRAWS, { error: m.drawInvalid });

/** POST /api/lottery-sources/:id/test: which draw to look for (default: the Triple A). */
export const LotterySourceTestInputSchema = z.object({
  draw_at: z.iso.datetime({ offset: true, error: m.prizeDrawAtRequired }),
  draw: drawLetter.default('A'),
});
export type LotterySourceTestInput = z.input<typeof LotterySourceTestInputSchema>;

/** What a source gave: the result, the lottery draw it belongs to and when it was read. */
export const LotterySourceTestSchema = z.object({
  result: z.string(),
  draw_at: z.string(),
  fetched_at: z.string(),
});
export type LotterySourceTest = z.infer<typeof LotterySourceTestSchema>;

/** PUT /api/raffles/:id/prizes/:position/result-sources: where and when a prize's result is read. */
export const PrizeResultSourcesInputSchema = z.object({
  draw_at: z.iso.datetime({ offset: true, error: m.prizeDrawAtRequired }),
  draw: drawLetter.default('A'),
  result_sources: z
    .array(z.string().regex(/^[a-z0-9-]{1,60}$/, m.notFound), { error: m.prizeSourcesRequired })
    .min(1, m.prizeSourcesRequired)
    .max(5, m.prizeSourcesRequired),
});
export type PrizeResultSourcesInput = z.input<typeof PrizeResultSourcesInputSchema>;

export const ResultWatchStateSchema = z.enum(['waiting', 'to_confirm', 'recorded', 'failed']);

/** A prize's automatic result as the admin sees it (GET /api/raffles/:id/result-sources). */
export const PrizeResultWatchSchema = z.object({
  position: z.number().int(),
  lottery: z.string(),
  draw_at: z.string(),
  draw: z.enum(LOTTERY_DRAWS),
  result_sources: z.array(z.string()),
  state: ResultWatchStateSchema,
  /** The result read, once there is one (to confirm with a single source, or recorded). */
  result: z.string().nullable(),
  /** Why it failed, for the admin: the readings that disagree or 'no answer'. */
  detail: z.string().nullable(),
});
export type PrizeResultWatch = z.infer<typeof PrizeResultWatchSchema>;

/** The admin's form for a prize's sources: the draw's date-time as typed (business time zone). */
export const PrizeResultSourcesFormSchema = PrizeResultSourcesInputSchema.extend({
  draw_at: text({ error: m.prizeDrawAtRequired }).trim().min(1, m.prizeDrawAtRequired),
});
export type PrizeResultSourcesForm = z.input<typeof PrizeResultSourcesFormSchema>;

export const LotterySourceListSchema = z.array(LotterySourceSchema);
export const PrizeResultWatchListSchema = z.array(PrizeResultWatchSchema);
