import { DEFAULT_BUSINESS_TZ } from '../constants';
import { messages } from '../messages';

/**
 * How amounts and dates are written, for the screens and for what the server
 * writes itself (link previews, e-mails): one copy for both sides.
 */

// Spanish as spoken where the business is (12-hour clock, "p. m."); other currencies 1.234,50.
const LOCALE = 'es-VE';

// Building an Intl formatter costs far more than formatting with one (the locale's
// data is loaded each time; the page's first one also starts ICU: 15-25 ms on a
// desktop, four times that on a phone), and lists and countdowns format on every
// render. So each is built once, on first use: never while the page's scripts
// are evaluated, where it would lengthen the longest task of the load.
// A getter per use, not a lookup by locale and options: a lookup serialised the options on
// every call, and an e-mail formats a dozen amounts.

/** An Intl.NumberFormat for these locale and options, built the first time the getter runs. */
export function lazyNumberFormat(
  locale: string,
  options: Intl.NumberFormatOptions = {},
): () => Intl.NumberFormat {
  let format: Intl.NumberFormat | undefined;
  return () => (format ??= new Intl.NumberFormat(locale, options));
}

const countFormat = lazyNumberFormat(LOCALE);
const usdFormat = lazyNumberFormat('en-US', { style: 'currency', currency: 'USD' });
const amountFormat = lazyNumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** A count, es-VE style: 1200 → "1.200". */
export function formatCount(count: number): string {
  return countFormat().format(count);
}

/** US dollars, the spec's amount format: 1234.5 → "$1,234.50". */
export function formatUsd(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return Number.isFinite(value) ? usdFormat().format(value) : '';
}

/** What names a currency on screen: its symbol and its ISO code. */
export type CurrencyMark = { simbolo: string; codigo: string };

/**
 * The mark written before an amount. A symbol that other currencies share with
 * the dollar ('$', 'US$', the generic '¤') or none at all would make '$ 20.000,00'
 * read as dollars next to '$5.00', so those currencies show their code instead:
 * 'COP 20.000,00'; an unambiguous symbol stays: 'Bs 182,50', '€ 3,00'.
 */
export function currencyMark({ simbolo, codigo }: CurrencyMark): string {
  const symbol = simbolo.trim();
  const ambiguous = symbol === '' || symbol.includes('$') || symbol === '¤';
  return ambiguous ? codigo.trim().toUpperCase() : symbol;
}

/** A number after a currency's mark: ('200,75', Bs) → 'Bs 200,75'. */
export function withCurrencyMark(text: string, currency: CurrencyMark): string {
  const mark = currencyMark(currency);
  return mark ? `${mark} ${text}` : text;
}

/** An amount in a currency, es-VE style after its mark: (200.75, Bs) → 'Bs 200,75'; 'N/A' when unusable. */
export function formatCurrencyAmount(
  amount: number | 'N/A' | null | undefined,
  currency: CurrencyMark,
): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return messages.currencies.noRate;
  return withCurrencyMark(formatAmount(amount), currency);
}

/** An amount in any currency, es-VE style with two decimals: 20000 → '20.000,00'. */
export function formatAmount(amount: number): string {
  return amountFormat().format(amount);
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** One Intl.DateTimeFormat per style and time zone, built on first use. */
export function dateTimeFormat(
  timeZone: string,
  style: Pick<Intl.DateTimeFormatOptions, 'dateStyle' | 'timeStyle'>,
): Intl.DateTimeFormat {
  const key = `${timeZone}|${style.dateStyle ?? ''}|${style.timeStyle ?? ''}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, { ...style, timeZone });
    dateFormats.set(key, format);
  }
  return format;
}

function toDate(value: string | number | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Spanish long date in the business time zone: "15 de marzo de 2026". */
export function formatDate(
  value: string | number | Date,
  timeZone: string = DEFAULT_BUSINESS_TZ,
): string {
  const date = toDate(value);
  return date ? dateTimeFormat(timeZone, { dateStyle: 'long' }).format(date) : '';
}

// The last answer of formatDateTime: the purchase e-mails of a rush all show one raffle's draw
// date, and formatting it was 1.3 % of a sale's server CPU (ADR 109). One entry, never stale.
let lastDateTime: { ms: number; timeZone: string; text: string } | undefined;

/** Spanish long date and time in the business time zone: "15 de marzo de 2026, 7:00 p. m.". */
export function formatDateTime(
  value: string | number | Date,
  timeZone: string = DEFAULT_BUSINESS_TZ,
): string {
  const date = toDate(value);
  if (!date) return '';
  const ms = date.getTime();
  if (lastDateTime?.ms === ms && lastDateTime.timeZone === timeZone) return lastDateTime.text;
  const text = dateTimeFormat(timeZone, { dateStyle: 'long', timeStyle: 'short' }).format(date);
  lastDateTime = { ms, timeZone, text };
  return text;
}

const clockFormats = new Map<string, Intl.DateTimeFormat>();

/** The time of day on a 24-hour clock in the business time zone: '10:32' (Telegram's outcomes). */
export function formatClock(
  value: string | number | Date,
  timeZone: string = DEFAULT_BUSINESS_TZ,
): string {
  const date = toDate(value);
  if (!date) return '';
  let format = clockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALE, {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone,
    });
    clockFormats.set(timeZone, format);
  }
  return format.format(date);
}

/**
 * A time zone as people say it: 'America/Caracas' → 'Hora de Venezuela' (the
 * Spanish name of the zone), else the city from the zone's name
 * ('Hora de Buenos Aires').
 */
function labelOf(timeZone: string): string {
  try {
    const name = new Intl.DateTimeFormat(LOCALE, { timeZone, timeZoneName: 'longGeneric' })
      .formatToParts(new Date())
      .find((part) => part.type === 'timeZoneName')?.value;
    if (name && !/^GMT|^UTC/.test(name)) return name.charAt(0).toUpperCase() + name.slice(1);
  } catch {
    // an unknown zone: fall back to its city
  }
  const city = timeZone.split('/').pop()?.replaceAll('_', ' ') ?? timeZone;
  return `Hora de ${city}`;
}

// Asking Intl for a zone's name builds a formatter each time; e-mails ask per message.
const zoneLabels = new Map<string, string>();

export function timeZoneLabel(timeZone: string): string {
  let label = zoneLabels.get(timeZone);
  if (label === undefined) {
    label = labelOf(timeZone);
    zoneLabels.set(timeZone, label);
  }
  return label;
}

/**
 * An amount as a bank app's amount field takes it (issue 24, point 5): digits and
 * two decimals, no thousands separator, a decimal comma for bolívares ('1234,50',
 * how Venezuelan banks' apps and Pago Móvil read it) and a point for the rest
 * ('1234.50', Zelle or Binance). Pasting '1.234,50' into most of them gives 1,23.
 */
export function amountForBankApp(amount: number, codigo: string): string {
  const fixed = (Math.round(amount * 100) / 100).toFixed(2);
  return codigo.trim().toUpperCase() === 'VES' ? fixed.replace('.', ',') : fixed;
}

/**
 * Account data as a bank app's field takes it: a phone, an account number or a
 * cédula/RIF copied as its digits only ('0414-123.45.67' → '04141234567',
 * 'J-12345678-9' → '123456789'); the app asks for the letter with its own selector.
 */
export function digitsForBankApp(value: string): string {
  return value.replace(/\D/g, '');
}
