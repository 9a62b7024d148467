/**
 * Currency conversion (docs/domain.md): a missing, non-numeric or non-positive input
 * gives 0 for calculation and 'N/A' for display. One function for the cards,
 * the raffle detail, the purchase summary and the server's precio_moneda.
 */
export type RateInput = number | string | null | undefined;

/** A rate is a positive number; a numeric string with a dot is accepted (docs/domain.md). */
export function parseRate(value: RateInput): number | null {
  // Checked by type at run time too: values also come from JSON of outside sources.
  let n: number;
  if (typeof value === 'number') n = value;
  else if (typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value)) n = Number(value);
  else return null;
  return Number.isFinite(n) && n > 0 ? n : null;
}

/** USD amount × rate; 0 when either input is unusable. */
export function convertUsd(amountUsd: RateInput, rate: RateInput): number {
  const amount = parseRate(amountUsd);
  const r = parseRate(rate);
  if (amount === null || r === null) return 0;
  return Math.round(amount * r * 100) / 100;
}

/**
 * The display form: the converted amount, or 'N/A' when an input is unusable.
 * A usable but tiny result (a strong currency) shows its rounded value, not 'N/A'.
 */
export function convertUsdForDisplay(amountUsd: RateInput, rate: RateInput): number | 'N/A' {
  if (parseRate(amountUsd) === null || parseRate(rate) === null) return 'N/A';
  return convertUsd(amountUsd, rate);
}

export type ActiveRate = { codigo: string; simbolo: string; precio: RateInput };
export type CurrencyPrices = Record<
  string,
  {
    rate: number;
    unit: number;
    total: number;
    simbolo: string;
    /**
     * The currency's place in the admin's display order when the purchase was made. A
     * jsonb column keeps keys in its own order, not ours, so the order travels inside.
     */
    orden?: number;
  }
>;

/** One currency's line of a precio_moneda, with its code. */
export type CurrencyPricesLine = CurrencyPrices[string] & { codigo: string };

/**
 * A payment's per-currency amounts in the shop's display order (Bs first when the admin put
 * it first), for every place that lists them: page, ticket, e-mails, exports. Amounts
 * stored before the order was kept come in alphabetical order.
 */
export function currencyPricesLines(map: CurrencyPrices): CurrencyPricesLine[] {
  return Object.entries(map)
    .map(([codigo, price]) => ({ codigo, ...price }))
    .sort(
      (a, b) =>
        (a.orden ?? Number.MAX_SAFE_INTEGER) - (b.orden ?? Number.MAX_SAFE_INTEGER) ||
        a.codigo.localeCompare(b.codigo),
    );
}

/**
 * The per-currency unit price and total stored with a payment. Currencies
 * without a usable rate are left out; no rates gives an empty map.
 */
export function buildCurrencyPrices(
  rates: ActiveRate[],
  unitPriceUsd: number,
  quantity: number,
): CurrencyPrices {
  return currencyPricesOfTotal(rates, unitPriceUsd, unitPriceUsd * quantity);
}

/**
 * The same for a total that is not count × price (packs, a coupon: issue 29):
 * `unit` stays the price of one number, `total` is what was charged.
 */
export function currencyPricesOfTotal(
  rates: ActiveRate[],
  unitPriceUsd: number,
  totalUsd: number,
): CurrencyPrices {
  const result: CurrencyPrices = {};
  for (const [orden, currency] of rates.entries()) {
    const rate = parseRate(currency.precio);
    if (rate === null) continue;
    result[currency.codigo] = {
      rate,
      unit: convertUsd(unitPriceUsd, rate),
      total: convertUsd(totalUsd, rate),
      simbolo: currency.simbolo,
      orden,
    };
  }
  return result;
}

/** What the buyer owes in the currency she pays in: 'A pagar: Bs 328,50'. */
export type AmountDue = { cents: number; codigo: string; simbolo: string };

/**
 * The amount due in the method's currency at the rate saved with the payment
 * (its precio_moneda); the dollar amount when the method names no currency or
 * the payment has no price in it. One rule for the payments screens and 'Conciliar'.
 */
export function amountDue(
  currencyPrices: CurrencyPrices,
  methodCurrency: string | null,
  amountUsdCents: number,
): AmountDue {
  const price = methodCurrency ? currencyPrices[methodCurrency] : undefined;
  if (!price || !methodCurrency) return { cents: amountUsdCents, codigo: 'USD', simbolo: '$' };
  return { cents: Math.round(price.total * 100), codigo: methodCurrency, simbolo: price.simbolo };
}
