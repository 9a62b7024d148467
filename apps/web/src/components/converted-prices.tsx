import { cn } from '@/lib/cn';
import { convertedPrices } from '@/lib/currency-format';
import { useExchangeRates } from '@/lib/exchange-rates';

type ConvertedPricesProps = {
  /** The amount in US dollars. */
  usd: number;
  className?: string;
  /** 'inline' (cards): one line of chips; 'list' (summaries): one row per currency. */
  variant?: 'inline' | 'list';
  /** 'list' only: the code of the currency the chosen payment method is paid in ('A pagar'). */
  highlight?: string | null;
};

/**
 * A USD amount in every active currency (docs/product.md), from the cached rates of
 * GET /api/monedas/rates. Nothing while the rates load, fail or do not exist:
 * the header strip already says why.
 */
export function ConvertedPrices({
  usd,
  className,
  variant = 'inline',
  highlight = null,
}: ConvertedPricesProps) {
  const rates = useExchangeRates();
  const prices = convertedPrices(usd, rates.data);
  // One row of chips kept free while the rates load, so the price strip does not
  // push what follows when they arrive.
  if (rates.isPending && variant === 'inline') {
    return <div className={cn('h-5', className)} aria-hidden="true" />;
  }
  if (prices.length === 0) return null;

  if (variant === 'list') {
    return (
      <dl className={cn('space-y-1 text-sm', className)}>
        {prices.map((price) =>
          price.codigo === highlight ? (
            <div
              key={price.codigo}
              className="-mx-2 flex items-baseline justify-between gap-3 rounded-md bg-brand-50 px-2 py-1 text-brand-900 ring-1 ring-brand-200"
            >
              <dt className="flex flex-wrap items-baseline gap-x-2">
                <span className="font-semibold">{price.nombre}</span>
                <span className="text-xs font-bold tracking-wide uppercase">A pagar</span>
              </dt>
              <dd className="text-base font-extrabold tabular-nums">{price.formatted}</dd>
            </div>
          ) : (
            <div key={price.codigo} className="flex items-baseline justify-between gap-3">
              <dt className="text-slate-500">{price.nombre}</dt>
              <dd className="font-semibold text-slate-800 tabular-nums">{price.formatted}</dd>
            </div>
          ),
        )}
      </dl>
    );
  }

  return (
    <ul className={cn('flex flex-wrap gap-1.5', className)} aria-label="Precio en otras monedas">
      {prices.map((price) => (
        <li
          key={price.codigo}
          title={price.nombre}
          className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700 tabular-nums"
        >
          {price.formatted}
        </li>
      ))}
    </ul>
  );
}
