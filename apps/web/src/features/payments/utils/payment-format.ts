import {
  format,
  formatNumber,
  messages,
  plural,
  CurrencyPricesSchema,
  currencyPricesLines,
} from '@rifas/shared';
import { formatUsd } from '@/lib/format';

/** docs/api.md: an amount that cannot be read says so instead of showing a blank or "$NaN". */
export const FORMAT_FAILED = messages.payments.formatFailed;

/** US dollars ('$1,234.50'), or 'Error al formatear datos' when the value is not a number. */
export function formatPaymentAmount(value: unknown): string {
  const amount =
    typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  if (typeof value === 'string' && value.trim() === '') return FORMAT_FAILED;
  return Number.isFinite(amount) ? formatUsd(amount) : FORMAT_FAILED;
}

export type CurrencyPrice = {
  codigo: string;
  simbolo: string;
  rate: number;
  unit: number;
  total: number;
};

/**
 * The per-currency prices stored with a payment (docs/domain.md precio_moneda: a map of
 * currency to price that may arrive as a JSON string). null when it cannot be
 * read, so the screen can say 'Error al formatear datos'.
 */
export function readCurrencyPrices(value: unknown): CurrencyPrice[] | null {
  let data = value;
  if (typeof value === 'string') {
    try {
      data = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const parsed = CurrencyPricesSchema.safeParse(data ?? {});
  if (!parsed.success) return null;
  return currencyPricesLines(parsed.data);
}

/** A raffle's range, to pad its numbers as everywhere else (docs/domain.md). */
export type NumberRange = { start_number: number; end_number: number };

/** '07, 08, 15', padded to the raffle's width when its range is known. */
export function formatPaymentNumbers(numbers: readonly number[], range?: NumberRange): string {
  return [...numbers]
    .sort((a, b) => a - b)
    .map((n) => (range ? formatNumber(n, range.start_number, range.end_number) : String(n)))
    .join(', ');
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The date the buyer says they paid: free text from the payment form, usually a
 * calendar day ('2026-03-15'). A calendar day is shown as that day, whatever the
 * time zone; anything else is shown as written.
 */
export function formatPaymentDate(
  value: string | null,
  formatDate: (value: string, timeZone?: string) => string,
): string {
  if (!value) return '—';
  if (DAY_ONLY.test(value)) return formatDate(`${value}T12:00:00Z`, 'UTC') || value;
  return value;
}

/** A bulk review's outcome: '1 pago procesado', '2 pagos procesados; 1 no se pudo procesar'. */
export function processedText(done: number, failed: number): string {
  const m = messages.payments;
  const doneText = plural(done, m.processedOne, m.processedMany);
  if (failed === 0) return format(m.bulkDone, { done: doneText });
  const failedText = plural(failed, m.notProcessedOne, m.notProcessedMany);
  return format(m.bulkSomeFailed, { done: doneText, failed: failedText });
}
