import { createHash } from 'node:crypto';
import { dateTimeFormat, format, messages, type LotteryDraw } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { safeFetch, SafeFetchError } from '../../lib/safe-fetch';
import {
  parseCustom,
  parsePreset,
  type CustomRule,
  type ParseOutcome,
  type Wanted,
} from './lottery-sources.parse';
import { presetUrl, type PresetLayout } from './lottery-sources.presets';

const m = messages.lotterySources;

/** Result pages are HTML of a few hundred kilobytes; this leaves room and no more. */
const RESULT_PAGE_MAX_BYTES = 2 * 1024 * 1024;

/** A source ready to read: a preset with its layout, or the shop's own with its rule. */
export type ResolvedSource = {
  id: string;
  name: string;
  lottery: string;
  url: string;
  rule: { kind: 'preset'; layout: PresetLayout } | { kind: 'custom'; custom: CustomRule };
};

export type Archive = { key: string; sha256: string };

export type Reading =
  | { source: ResolvedSource; fetchedAt: Date; ok: true; result: string; archive: Archive | null }
  | {
      source: ResolvedSource;
      fetchedAt: Date;
      ok: false;
      failure: string;
      archive: Archive | null;
    };

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The parts of an instant in the business time zone. */
function localParts(date: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    y: get('year'),
    m: get('month'),
    d: get('day'),
    minutes: get('hour') * 60 + get('minute'),
  };
}

function failureText(outcome: Exclude<ParseOutcome, { ok: true }>, drawAt: Date, tz: string) {
  if (outcome.reason === 'not_yet') {
    return format(m.noDrawYet, { time: dateTimeFormat(tz, { timeStyle: 'short' }).format(drawAt) });
  }
  if (outcome.reason === 'wrong_date') return format(m.wrongDate, { date: outcome.date });
  return m.unreadable;
}

/**
 * Fetches one source under the SSRF guard and reads the draw at `drawAt`
 * from it (a preset reads that hour's Triple `draw`: A, B or C). With `archive`, the page's bytes are stored with their SHA-256
 * whatever was read from them: the copy shows what the site said.
 */
export async function readSource(
  ctx: ServiceContext,
  source: ResolvedSource,
  drawAt: Date,
  draw: LotteryDraw,
  opts: { archive: boolean },
): Promise<Reading> {
  const fetchedAt = ctx.now;
  const base = { source, fetchedAt };
  const url =
    source.rule.kind === 'preset'
      ? presetUrl(
          { ...source, id: source.id, layout: source.rule.layout },
          ctx.config.lotteryPresetsRoot,
        )
      : source.url;
  let body: string;
  try {
    const res = await safeFetch(url, {
      allowPrivate: ctx.config.allowPrivateResultUrls,
      timeoutMs: ctx.config.resultFetchTimeoutMs,
      maxBytes: RESULT_PAGE_MAX_BYTES,
      accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.8',
    });
    if (res.status < 200 || res.status >= 300) {
      return {
        ...base,
        ok: false,
        failure: format(m.httpStatus, { status: res.status }),
        archive: null,
      };
    }
    body = res.body;
  } catch (err) {
    const reason = err instanceof SafeFetchError ? err.message : String(err);
    return { ...base, ok: false, failure: format(m.unreachable, { reason }), archive: null };
  }

  let archive: Archive | null = null;
  if (opts.archive) {
    const bytes = Buffer.from(body, 'utf8');
    const stored = await ctx.storage.saveFile('public', bytes, 'txt');
    archive = { key: stored.key, sha256: sha256(bytes) };
  }

  const tz = ctx.config.businessTz;
  const local = localParts(drawAt, tz);
  const wanted: Wanted = {
    minutes: local.minutes,
    date: { y: local.y, m: local.m, d: local.d },
    draw,
  };
  let outcome: ParseOutcome;
  if (source.rule.kind === 'preset') {
    // The presets show today's draws with no date: read on another day, they show another draw.
    const today = localParts(fetchedAt, tz);
    outcome =
      today.y === local.y && today.m === local.m && today.d === local.d
        ? parsePreset(body, source.rule.layout, wanted)
        : { ok: false, reason: 'wrong_date', date: `${today.d}/${today.m}/${today.y}` };
  } else {
    outcome = parseCustom(body, source.rule.custom, wanted);
  }
  if (outcome.ok) return { ...base, ok: true, result: outcome.result, archive };
  return { ...base, ok: false, failure: failureText(outcome, drawAt, tz), archive };
}
