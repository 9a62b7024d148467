import { parse, type HTMLElement } from 'node-html-parser';
import type { LotteryDraw } from '@rifas/shared';
import type { PresetLayout } from './lottery-sources.presets';

/**
 * Reading a result out of a page (ADR 083). A page that does not have the
 * expected shape is 'layout' (the site changed: 'No se pudo leer el
 * resultado'); a page that has it but not the draw yet is 'not_yet'.
 */
export type ParseOutcome =
  | { ok: true; result: string }
  | { ok: false; reason: 'layout' | 'not_yet' }
  | { ok: false; reason: 'wrong_date'; date: string };

/**
 * What the page must show: the draw's time of day (minutes) and date, in the business zone,
 * and which of the lottery's draws at that hour (Triple A, B or C; ADR 088).
 */
export type Wanted = {
  minutes: number;
  date: { y: number; m: number; d: number };
  draw: LotteryDraw;
};

// A draw listed within this many minutes of the wanted time is that draw (sites round '7:05 PM').
const TIME_SLACK_MINUTES = 15;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** '7:05 PM', '07:05 p. m.', '19:05' → minutes of the day; null when it is no time. */
export function minutesOf(text: string): number | null {
  const match = /(\d{1,2})\s*:\s*(\d{2})\s*([ap])?\.?\s*m?\.?/i.exec(text);
  if (!match) return null;
  let hours = Number(match[1]);
  const minutes = Number(match[2]);
  const half = match[3]?.toLowerCase();
  if (half === 'p' && hours < 12) hours += 12;
  if (half === 'a' && hours === 12) hours = 0;
  if (hours > 23 || minutes > 59) return null;
  return hours * 60 + minutes;
}

/** A triple as published: three digits ('052'); '-', '---' or empty while not drawn. */
function tripleOf(text: string): string | null {
  const match = /^\s*(\d{3,4})\b/.exec(text);
  return match ? match[1]! : null;
}

type Draw = { minutes: number; value: string };

function pick(draws: Draw[], wanted: Wanted): ParseOutcome {
  const near = draws.filter((d) => Math.abs(d.minutes - wanted.minutes) <= TIME_SLACK_MINUTES);
  const found = near.map((d) => tripleOf(d.value)).find((v) => v !== null);
  return found ? { ok: true, result: found } : { ok: false, reason: 'not_yet' };
}

// TuAzar: the Triple A and B are columns of the lottery's section, named by its head row;
// the third draw is the 'Triple' column of its zodiac section.
function tuazarDraws(
  root: HTMLElement,
  layout: Extract<PresetLayout, { kind: 'tuazar' }>,
  draw: LotteryDraw,
): Draw[] | null {
  const title = draw === 'C' ? layout.zodiacTitle : layout.title;
  const column = draw === 'C' ? 'TRIPLE' : `TRIPLE ${draw}`;
  const section = root
    .querySelectorAll('div.lc-section')
    .find((s) => clean(s.querySelector('h3.lc-title')?.text ?? '').toUpperCase() === title);
  const head = section?.querySelector('div.lc-row--head');
  const index = head
    ?.querySelectorAll('div.lc-cell')
    .findIndex((c) => clean(c.text).toUpperCase() === column);
  if (!section || index === undefined || index < 1) return null;
  const draws: Draw[] = [];
  for (const row of section.querySelectorAll('div.lc-row')) {
    if (row.classList.contains('lc-row--head')) continue;
    const cells = row.querySelectorAll('div.lc-cell').map((c) => clean(c.text));
    const minutes = minutesOf(cells[0] ?? '');
    if (minutes === null || cells.length <= index) continue;
    draws.push({ minutes, value: cells[index]! });
  }
  return draws.length > 0 ? draws : null;
}

// Lotoven: one list per draw, named 'Triple A', 'Triple B', 'Triple C' by its first item.
function lotovenDraws(root: HTMLElement, title: string, draw: LotteryDraw): Draw[] | null {
  const needle = title.toLowerCase();
  const block = root
    .querySelectorAll('div.plan-item')
    .find((item) =>
      item
        .querySelectorAll('h2.plan-interest-percent, h2.title')
        .some((h) => clean(h.text).toLowerCase().includes(needle)),
    );
  if (!block) return null;
  const list = block
    .querySelectorAll('ul.plan-invest-limit')
    .find(
      (ul) => clean(ul.querySelector('li.pb-2')?.text ?? '').toUpperCase() === `TRIPLE ${draw}`,
    );
  if (!list) return null;
  const draws: Draw[] = [];
  for (const li of list.querySelectorAll('li')) {
    const time = li.querySelector('.lot2');
    const number = li.querySelector('.lot3');
    const minutes = time ? minutesOf(time.text) : null;
    if (minutes === null || !number) continue;
    draws.push({ minutes, value: clean(number.text) });
  }
  return draws.length > 0 ? draws : null;
}

/** A preset's page: its known layout, the wanted draw (A, B or C) at the wanted time. */
export function parsePreset(html: string, layout: PresetLayout, wanted: Wanted): ParseOutcome {
  const root = parse(html);
  const draws =
    layout.kind === 'tuazar'
      ? tuazarDraws(root, layout, wanted.draw)
      : lotovenDraws(root, layout.title, wanted.draw);
  return draws ? pick(draws, wanted) : { ok: false, reason: 'layout' };
}

/** 'dd/MM/yyyy' → a pattern with named groups for the day, month and year. */
function datePattern(format: string): RegExp {
  const escaped = format.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const source = escaped
    .replace('dd', '(?<d>\\d{1,2})')
    .replace('MM', '(?<m>\\d{1,2})')
    .replace('yyyy', '(?<y>\\d{4})');
  return new RegExp(source);
}

export type CustomRule = {
  selector: string | null;
  pattern: string | null;
  dateFormat: string | null;
};

/**
 * The shop's own source: the first element the CSS selector finds (or the
 * pattern's first group over the page's text) is the result; with a date
 * format, the first date the page prints in it must be the draw's.
 */
export function parseCustom(html: string, rule: CustomRule, wanted: Wanted): ParseOutcome {
  const root = parse(html);
  const text = clean(root.text);
  if (rule.dateFormat) {
    const match = datePattern(rule.dateFormat).exec(text);
    if (!match?.groups) return { ok: false, reason: 'layout' };
    const { d, m, y } = match.groups;
    const { date } = wanted;
    if (Number(d) !== date.d || Number(m) !== date.m || Number(y) !== date.y) {
      return { ok: false, reason: 'wrong_date', date: match[0] };
    }
  }
  let raw: string | undefined;
  if (rule.selector) {
    let found: HTMLElement | null;
    try {
      found = root.querySelector(rule.selector);
    } catch {
      return { ok: false, reason: 'layout' };
    }
    raw = found ? clean(found.text) : undefined;
  } else if (rule.pattern) {
    const match = new RegExp(rule.pattern, 'u').exec(text);
    raw = match ? (match[1] ?? match[0]) : undefined;
  }
  if (raw === undefined) return { ok: false, reason: 'layout' };
  const digits = /\d+/.exec(raw)?.[0];
  return digits ? { ok: true, result: digits } : { ok: false, reason: 'not_yet' };
}
