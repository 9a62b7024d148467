import {
  convertUsdForDisplay,
  formatCurrencyAmount,
  messages,
  lazyNumberFormat,
  withCurrencyMark,
  type CurrencyMark,
  type ExchangeRate,
  type RateInput,
} from '@rifas/shared';

const NO_VALUE = messages.currencies.noRate;
const smallRateFormat = lazyNumberFormat('es-VE', {
  minimumSignificantDigits: 2,
  maximumSignificantDigits: 4,
});

// One copy of the amount format for both sides (packages/shared/src/domain/format.ts).
export { currencyMark, formatCurrencyAmount, type CurrencyMark } from '@rifas/shared';

/** The rate of 1 USD in a currency: like an amount, but a rate under 1 keeps 4 significant digits. */
export function formatRate(
  rate: number | 'N/A' | null | undefined,
  currency: CurrencyMark,
): string {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return NO_VALUE;
  if (rate >= 1) return formatCurrencyAmount(rate, currency);
  // A rate under 1 (a currency stronger than the dollar) needs more digits than cents.
  return withCurrencyMark(smallRateFormat().format(rate), currency);
}

/** The fields of a rate that conversion needs (GET /api/monedas/rates entries fit). */
export type RateForConversion = Pick<ExchangeRate, 'codigo' | 'nombre' | 'simbolo' | 'precio'>;

export type ConvertedPrice = {
  codigo: string;
  nombre: string;
  simbolo: string;
  /** The converted amount, or 'N/A' when the rate (or the price) is unusable. */
  amount: number | 'N/A';
  /** Ready to show: 'Bs 200,75' or 'N/A'. */
  formatted: string;
};

/**
 * A USD price in every given currency (docs/product.md: raffle prices shown converted).
 * The arithmetic is the shared convertUsdForDisplay, the same the server uses
 * for precio_moneda; a missing or unusable rate gives 'N/A'. The order is the
 * rates' own (the admin's display order).
 */
export function convertedPrices(
  usd: RateInput,
  rates: readonly RateForConversion[] | null | undefined,
): ConvertedPrice[] {
  return (rates ?? []).map((rate) => {
    const amount = convertUsdForDisplay(usd, rate.precio);
    return {
      codigo: rate.codigo,
      nombre: rate.nombre,
      simbolo: rate.simbolo,
      amount,
      formatted: formatCurrencyAmount(amount, rate),
    };
  });
}
