import { z } from './zod';
import {
  MAX_PRIZES,
  mayExcludeWinners,
  PRIZE_KINDS,
  UNSOLD_POLICIES,
  UNSOLD_POLICIES_BY_KIND,
  type PrizeSetup,
} from '../domain/prizes';
import { format, messages } from '../messages';
import { jsonList } from './json-list';
import { text } from './text';

// The raffle form's prizes, apart from the answer's PrizeSchema (prizes.ts) and the
// draw's schemas (draw.ts), so a page that shows a raffle or its draw does not build
// them (ADR 066).

const m = messages.draw;
const p = messages.prizes;

/** One prize as the raffle form sends it, inside the multipart field `prizes` (a JSON array). */
export const PrizeInputSchema = z.object({
  title: text({ error: p.titleRequired }).trim().min(1, p.titleRequired).max(200, p.titleTooLong),
  kind: z.enum(PRIZE_KINDS, { error: p.kindInvalid }),
  digits: z
    .number({ error: p.digitsInvalid })
    .int(p.digitsInvalid)
    .min(1, p.digitsInvalid)
    .nullish(),
  lottery_name: text({ error: p.lotteryInvalid }).trim().max(100, m.lotteryTooLong).nullish(),
  cutoff_at: z.iso.datetime({ offset: true, error: p.cutoffInvalid }).nullish(),
  unsold: z.enum(UNSOLD_POLICIES, { error: p.unsoldInvalid }).nullish(),
  /** 'Excluir números que ya ganaron un premio anterior' (official, terminal, adjacent). */
  exclude_winners: z.boolean({ error: p.excludeInvalid }).nullish(),
});
export type PrizeInput = z.input<typeof PrizeInputSchema>;

/** A prize as stored: every optional setting resolved (unsold defaults to 'void'). */
export type PrizeSetupParsed = PrizeSetup & { title: string };

/**
 * The `prizes` field: a JSON text (multipart) or an array (JSON body). Kind
 * rules that need no range are checked here; the range-dependent ones (terminal
 * digits, early bird cut-off before the draw) by the raffle form's schema.
 */
export const PrizesFieldSchema = jsonList(p.listInvalid)
  .pipe(
    z
      .array(PrizeInputSchema, { error: p.listInvalid })
      .min(1, p.mainFirst)
      .max(MAX_PRIZES, format(p.tooMany, { max: MAX_PRIZES })),
  )
  .superRefine((prizes, ctx) => {
    prizes.forEach((prize, index) => {
      const issue = (field: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [index, field], message });
      if ((index === 0) !== (prize.kind === 'main')) issue('kind', p.mainFirst);
      if (prize.kind === 'official' && !prize.lottery_name) issue('lottery_name', p.lotteryNeeded);
      if (prize.kind === 'terminal' && !prize.digits) issue('digits', p.digitsInvalid);
      if (prize.kind === 'early_bird' && !prize.cutoff_at) issue('cutoff_at', p.cutoffNeeded);
      const unsold = prize.unsold ?? 'void';
      if (!UNSOLD_POLICIES_BY_KIND[prize.kind].includes(unsold))
        issue('unsold', p.unsoldNotForKind);
    });
  })
  .transform((prizes): PrizeSetupParsed[] =>
    prizes.map((prize) => ({
      title: prize.title,
      kind: prize.kind,
      digits: prize.kind === 'terminal' ? (prize.digits ?? null) : null,
      // The main prize's lottery is part of its published rule too (issue 44).
      lottery_name:
        prize.kind === 'main' || prize.kind === 'official' || prize.kind === 'early_bird'
          ? prize.lottery_name || null
          : null,
      cutoff_at:
        prize.kind === 'early_bird' && prize.cutoff_at
          ? new Date(prize.cutoff_at).toISOString()
          : null,
      unsold: prize.unsold ?? 'void',
      exclude_winners: mayExcludeWinners(prize.kind) && prize.exclude_winners === true,
    })),
  );
