import { convertUsdForDisplay, messages, type ExchangeRate, type RateInput } from '@rifas/shared';

// Amounts in other currencies are written the Venezuelan way: 1.234,50.
const amountFormat = new Intl.NumberFormat('es-VE', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
// A rate under 1 (a currency stronger than the dollar) needs more digits than cents.
const smallRateFormat = new Intl.NumberFormat('es-VE', {
  minimumSignificantDigits: 2,
  maximumSignificantDigits: 4,
});

const NO_VALUE = messages.currencies.noRate;

/** An amount in a currency, es-VE style with its symbol: (200.75, 'Bs') → 'Bs 200,75'; 'N/A' when unusable. */
export function formatCurrencyAmount(
  amount: number | 'N/A' | null | undefined,
  simbolo: string,
): string {
  if (typeof amount !== 'number' || !Number.isFinite(amount)) return NO_VALUE;
  const text = amountFormat.format(amount);
  return simbolo ? `${simbolo} ${text}` : text;
}

/** The rate of 1 USD in a currency: like an amount, but a rate under 1 keeps 4 significant digits. */
export function formatRate(rate: number | 'N/A' | null | undefined, simbolo: string): string {
  if (typeof rate !== 'number' || !Number.isFinite(rate) || rate <= 0) return NO_VALUE;
  if (rate >= 1) return formatCurrencyAmount(rate, simbolo);
  const text = smallRateFormat.format(rate);
  return simbolo ? `${simbolo} ${text}` : text;
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
 * A USD price in every given currency (SPEC §2: raffle prices shown converted).
 * The arithmetic is the shared convertUsdForDisplay, the same the server uses
 * for precio_moneda; a missing or unusable rate gives 'N/A'.
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
      formatted: formatCurrencyAmount(amount, rate.simbolo),
    };
  });
}
