import { memo } from 'react';
import { formatNumber } from '@rifas/shared';
import { cn } from '@/lib/cn';
import { STATUS_RESERVED, STATUS_SOLD } from '../utils/picker';

type NumberGridProps = {
  /** The numbers of the current page only (at most 50). */
  numbers: readonly number[];
  codes: Uint8Array;
  startNumber: number;
  endNumber: number;
  selected: ReadonlySet<number>;
  onToggle: (n: number) => void;
  className?: string;
};

const base =
  'flex h-11 min-w-0 items-center justify-center rounded-lg border text-sm font-semibold tabular-nums transition-colors select-none sm:h-10';

const looks = {
  available:
    'border-slate-300 bg-white text-slate-800 hover:border-brand-400 hover:bg-brand-50 active:bg-brand-100',
  selected:
    'border-brand-600 bg-brand-600 text-white shadow-sm shadow-brand-600/30 hover:bg-brand-700',
  reserved: 'cursor-not-allowed border-amber-200 bg-amber-50 text-amber-700/70',
  sold: 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-400 line-through',
};

/**
 * One page of numbers as toggle buttons. Taken numbers are disabled and say
 * so to screen readers; a selected number is pressed. Selection wins over the
 * status, so the buyer's own held numbers still show as theirs.
 */
export const NumberGrid = memo(function NumberGrid({
  numbers,
  codes,
  startNumber,
  endNumber,
  selected,
  onToggle,
  className,
}: NumberGridProps) {
  return (
    <div
      role="group"
      aria-label="Números de la rifa"
      className={cn('grid grid-cols-5 gap-2 md:grid-cols-10', className)}
    >
      {numbers.map((n) => {
        const label = formatNumber(n, startNumber, endNumber);
        const code = codes[n - startNumber];
        const isSelected = selected.has(n);
        const status = isSelected
          ? 'selected'
          : code === STATUS_SOLD
            ? 'sold'
            : code === STATUS_RESERVED
              ? 'reserved'
              : 'available';
        const taken = status === 'sold' || status === 'reserved';
        return (
          <button
            key={n}
            type="button"
            className={cn(base, looks[status])}
            aria-pressed={taken ? undefined : isSelected}
            aria-label={taken ? `${label}, ${status === 'sold' ? 'vendido' : 'reservado'}` : label}
            disabled={taken}
            onClick={() => onToggle(n)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
});

/**
 * The grid's place while the numbers load: the same cells, empty, so the legend,
 * pages and everything below already sit where they will stay.
 */
export function NumberGridSkeleton({ count }: { count: number }) {
  return (
    <div className="grid grid-cols-5 gap-2 md:grid-cols-10">
      <span role="status" className="sr-only">
        Cargando números...
      </span>
      {Array.from({ length: count }, (_, i) => (
        <span
          key={i}
          className="h-11 animate-pulse rounded-lg border border-slate-200 bg-slate-100 sm:h-10"
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

/** The colour key under the grid. */
export function NumberLegend() {
  const items = [
    ['Disponible', looks.available],
    ['Seleccionado', looks.selected],
    ['Reservado', looks.reserved],
    ['Vendido', looks.sold],
  ] as const;
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1.5 text-xs text-slate-600" aria-label="Leyenda">
      {items.map(([label, look]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className={cn('h-3.5 w-3.5 rounded border', look)} aria-hidden="true" />
          {label}
        </li>
      ))}
    </ul>
  );
}
