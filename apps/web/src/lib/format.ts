import { useMemo } from 'react';
import { DEFAULT_BUSINESS_TZ, useBusinessTimeZone } from './public-config';

// Spanish as spoken where the business is (12-hour clock, "p. m.").
const LOCALE = 'es-VE';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** US dollars, the spec's amount format: 1234.5 → "$1,234.50". */
export function formatUsd(amount: number | string): string {
  const value = typeof amount === 'string' ? Number(amount) : amount;
  return Number.isFinite(value) ? usd.format(value) : '';
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
  return date ? new Intl.DateTimeFormat(LOCALE, { dateStyle: 'long', timeZone }).format(date) : '';
}

/** Spanish long date and time in the business time zone: "15 de marzo de 2026, 7:00 p. m.". */
export function formatDateTime(
  value: string | number | Date,
  timeZone: string = DEFAULT_BUSINESS_TZ,
): string {
  const date = toDate(value);
  if (!date) return '';
  return new Intl.DateTimeFormat(LOCALE, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone,
  }).format(date);
}

/** The date formatters bound to the business time zone from GET /api/config. */
export function useDateFormat() {
  const timeZone = useBusinessTimeZone();
  return useMemo(
    () => ({
      timeZone,
      formatDate: (value: string | number | Date) => formatDate(value, timeZone),
      formatDateTime: (value: string | number | Date) => formatDateTime(value, timeZone),
    }),
    [timeZone],
  );
}
