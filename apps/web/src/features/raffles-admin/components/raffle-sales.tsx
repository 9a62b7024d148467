import { formatCount, type Raffle } from '@rifas/shared';

/**
 * Sold / reserved / available with one bar: sold solid, reserved (awaiting a
 * payment review) lighter after it. Sold counts completed payments only.
 */
export function RaffleSales({ raffle }: { raffle: Raffle }) {
  const total = raffle.total_numbers;
  const share = (n: number) => (total > 0 ? Math.min(100, (n / total) * 100) : 0);
  const label =
    `${formatCount(raffle.sold_numbers)} vendidos, ` +
    `${formatCount(raffle.reserved_numbers)} reservados, ` +
    `${formatCount(raffle.available_numbers)} disponibles de ${formatCount(total)}`;
  return (
    <div className="min-w-32">
      <div
        role="progressbar"
        aria-label={`Ventas: ${raffle.title}`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={raffle.sold_numbers}
        aria-valuetext={label}
        className="flex h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600" style={{ width: `${share(raffle.sold_numbers)}%` }} />
        <div
          className="h-full bg-amber-400"
          style={{ width: `${share(raffle.reserved_numbers)}%` }}
        />
      </div>
      <p className="mt-1 flex flex-wrap gap-x-2 text-xs text-slate-600 tabular-nums">
        <span>
          <span className="font-semibold text-slate-900">{formatCount(raffle.sold_numbers)}</span>{' '}
          vendidos
        </span>
        <span>
          <span className="font-semibold text-amber-800">
            {formatCount(raffle.reserved_numbers)}
          </span>{' '}
          reservados
        </span>
        <span>{formatCount(raffle.available_numbers)} disponibles</span>
      </p>
    </div>
  );
}
