/**
 * Small readers every statement layout shares (docs/bank-statements.md): the
 * file's text, its lines, amounts in either decimal style, dates in the
 * layouts the banks print.
 */

/** The file as text: UTF-8 without its BOM, or Windows-1252 when it is not valid UTF-8. */
export function decodeStatement(bytes: Buffer): string {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    // Older bank exports are written by Windows tools in the ANSI code page.
    text = new TextDecoder('windows-1252').decode(bytes);
  }
  return text.replace(/^\uFEFF/, '');
}

/** The lines with their 1-based number, line endings of any kind removed. */
export function numberedLines(text: string): { number: number; text: string }[] {
  return text.split(/\r\n|\r|\n/).map((line, index) => ({ number: index + 1, text: line }));
}

export type DecimalStyle = 'comma' | 'dot';

/**
 * An amount as cents, or null when the text is not an amount. `comma`:
 * '1.234,56'; `dot`: '1,234.56'. A leading or trailing '-' (or parentheses)
 * makes it negative; currency symbols and spaces are ignored.
 */
export function parseAmountCents(raw: string, decimal: DecimalStyle): number | null {
  let text = raw.trim().replace(/\s|Bs\.?S?|VES|\$/gi, '');
  if (text === '') return null;
  let sign = 1;
  if (/^\(.*\)$/.test(text)) {
    sign = -1;
    text = text.slice(1, -1);
  }
  if (text.startsWith('-') || text.endsWith('-')) {
    sign = -sign;
    text = text.replace(/^-|-$/g, '');
  }
  if (text.startsWith('+')) text = text.slice(1);
  const [thousands, point] = decimal === 'comma' ? ['.', ','] : [',', '.'];
  const plain = text.split(thousands).join('').replace(point, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const [whole = '0', fraction = ''] = plain.split('.');
  return sign * (Number(whole) * 100 + Number(fraction.padEnd(2, '0')));
}

const pad = (n: number) => String(n).padStart(2, '0');

/** 'YYYY-MM-DD' when the parts make a real calendar day, else null. */
export function isoDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1) return null;
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** Two-digit years are this century's (statements are recent). */
const fullYear = (year: string) => (year.length === 2 ? 2000 + Number(year) : Number(year));

/** dd/mm/yyyy, dd-mm-yy, dd.mm.yyyy or yyyy-mm-dd (a time after the date is ignored). */
export function parseDayMonthYear(raw: string): string | null {
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})\b/.exec(text);
  if (!dmy) return null;
  return isoDate(fullYear(dmy[3]!), Number(dmy[2]), Number(dmy[1]));
}

/** A compact date of digits: 'yymmdd' or 'ddmmyyyy' as the layout says. */
export function parseCompactDate(raw: string, layout: 'yymmdd' | 'ddmmyyyy'): string | null {
  if (layout === 'yymmdd' && /^\d{6}$/.test(raw)) {
    return isoDate(fullYear(raw.slice(0, 2)), Number(raw.slice(2, 4)), Number(raw.slice(4, 6)));
  }
  if (layout === 'ddmmyyyy' && /^\d{8}$/.test(raw)) {
    return isoDate(Number(raw.slice(4, 8)), Number(raw.slice(2, 4)), Number(raw.slice(0, 2)));
  }
  return null;
}
