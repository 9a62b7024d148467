import type { NoticeFormat } from '@rifas/shared';

/** What a notice says, as the parsers read it from its subject and text. */
export type NoticeText = { subject: string; text: string; date: Date | null };

/** One credit read from a bank's notice (docs/bank-statements.md#avisos-por-correo). */
export type ParsedNotice = {
  amountCents: number;
  /** 'USD' for Zelle, 'VES' for the Venezuelan banks. */
  currency: 'USD' | 'VES';
  reference: string | null;
  /** The sender's name (Zelle), phone or cédula (Pago Móvil). */
  sender: string | null;
  memo: string | null;
  /** 'YYYY-MM-DD'. */
  date: string;
};

export type NoticeParser = (notice: NoticeText) => ParsedNotice | null;

/**
 * '1.234,56' (Venezuela), '1,234.56' (United States) or '20703.03' to cents;
 * null for anything else.
 */
export function amountToCents(raw: string): number | null {
  const value = raw.replace(/\s/g, '');
  let normalised: string;
  if (/^\d{1,3}(\.\d{3})*,\d{2}$|^\d+,\d{2}$/.test(value)) {
    normalised = value.replace(/\./g, '').replace(',', '.');
  } else if (/^\d{1,3}(,\d{3})*\.\d{2}$|^\d+\.\d{2}$|^\d+$/.test(value)) {
    normalised = value.replace(/,/g, '');
  } else {
    return null;
  }
  const [units, cents = '00'] = normalised.split('.');
  const total = Number(units) * 100 + Number(cents.padEnd(2, '0'));
  return Number.isSafeInteger(total) && total > 0 ? total : null;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A day written 'DD/MM/YYYY' or 'DD-MM-YY' (Venezuela) or 'MM/DD/YYYY' (United
 * States) as 'YYYY-MM-DD'; null when it is no valid day.
 */
export function dayOf(raw: string, order: 'dmy' | 'mdy'): string | null {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/.exec(raw.trim());
  if (!m) return null;
  const [a, b] = [Number(m[1]), Number(m[2])];
  const [day, month] = order === 'dmy' ? [a, b] : [b, a];
  const year = m[3]!.length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
  const iso = `${year}-${pad(month)}-${pad(day)}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().startsWith(iso) ? iso : null;
}

/** Venezuela is UTC−4 all year: the day a notice was sent there, from its Date header. */
export function caracasDay(date: Date | null): string | null {
  if (!date || Number.isNaN(date.getTime())) return null;
  return new Date(date.getTime() - 4 * 3_600_000).toISOString().slice(0, 10);
}

/** The text with its lines' extra spaces folded: HTML notices read as one line per cell. */
export const flatten = (text: string) =>
  text
    .replace(/\u00a0/g, ' ')
    .replace(/[ \t]+/g, ' ')
    .replace(/\*/g, '');

export type FormatEntry = { format: NoticeFormat; parse: NoticeParser };
