import { cn } from '@/lib/cn';
import { convertedPrices } from '@/lib/currency-format';
import { useExchangeRates } from '@/lib/exchange-rates';

type ConvertedPricesProps = {
  /** The amount in US dollars. */
  usd: number;
  className?: string;
  /** 'inline' (cards): one line of chips; 'list' (summaries): one row per currency. */
  variant?: 'inline' | 'list';
};

/**
 * A USD amount in every active currency (SPEC §2), from the cached rates of
 * GET /api/monedas/rates. Nothing while the rates load, fail or do not exist:
 * the header strip already says why.
 */
export function ConvertedPrices({ usd, className, variant = 'inline' }: ConvertedPricesProps) {
  const rates = useExchangeRates();
  const prices = convertedPrices(usd, rates.data);
  if (prices.length === 0) return null;

  if (variant === 'list') {
    return (
      <dl className={cn('space-y-1 text-sm', className)}>
        {prices.map((price) => (
          <div key={price.codigo} className="flex items-baseline justify-between gap-3">
            <dt className="text-slate-500">{price.nombre}</dt>
            <dd className="font-semibold text-slate-800 tabular-nums">{price.formatted}</dd>
          </div>
        ))}
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
