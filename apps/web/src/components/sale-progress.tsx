import { formatCount } from '@rifas/shared';
import { cn } from '@/lib/cn';

type SaleProgressProps = {
  sold: number;
  total: number;
  className?: string;
  /** Shows the available count under the bar (raffle detail). */
  available?: number;
};

/** The sold/total bar of docs/product.md (cards and detail). Sold means completed payments only (docs/domain.md). */
export function SaleProgress({ sold, total, available, className }: SaleProgressProps) {
  const percent = total > 0 ? Math.min(100, (sold / total) * 100) : 0;
  const label = `${formatCount(sold)} de ${formatCount(total)} vendidos`;
  return (
    <div className={className} data-keep-clear>
      <div className="mb-1.5 flex items-baseline justify-between gap-2 text-xs font-medium text-slate-600">
        <span>{label}</span>
        <span className="tabular-nums">
          {percent >= 1 || percent === 0 ? Math.round(percent) : '<1'}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label="Números vendidos"
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={sold}
        aria-valuetext={label}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={cn('h-full rounded-full bg-gradient-to-r from-brand-500 to-brand-700')}
          style={{ width: `${percent}%` }}
        />
      </div>
      {available !== undefined && (
        <p className="mt-1.5 text-xs text-slate-500">
          {formatCount(available)} {available === 1 ? 'número disponible' : 'números disponibles'}
        </p>
      )}
    </div>
  );
}
