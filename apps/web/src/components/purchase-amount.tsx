import { currencyPricesLines, type CurrencyPrices } from '@rifas/shared';
import { formatCurrencyAmount } from '@/lib/currency-format';
import { formatUsd } from '@/lib/format';

type PurchaseAmountProps = {
  /** US dollars. */
  amount: number;
  /** What the purchase cost in each active currency at the moment it was made. */
  precioMoneda: CurrencyPrices;
};

/** A purchase's amount in USD plus the per-currency snapshot taken when it was made. */
export function PurchaseAmount({ amount, precioMoneda: currencyPrices }: PurchaseAmountProps) {
  const snapshot = currencyPricesLines(currencyPrices);
  return (
    <span className="inline-flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
      <span className="font-semibold text-slate-900 tabular-nums">{formatUsd(amount)}</span>
      {snapshot.map((price) => (
        <span
          key={price.codigo}
          className="text-sm text-slate-600 tabular-nums"
          title={price.codigo}
        >
          {formatCurrencyAmount(price.total, price)}
        </span>
      ))}
    </span>
  );
}
