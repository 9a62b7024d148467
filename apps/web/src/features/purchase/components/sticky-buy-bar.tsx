import { useEffect, useRef, useState, type RefObject } from 'react';
import { ArrowRight } from 'lucide-react';
import { plural } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { convertedPrices } from '@/lib/currency-format';
import { useExchangeRates } from '@/lib/exchange-rates';
import { formatUsd } from '@/lib/format';

type StickyBuyBarProps = {
  count: number;
  /** The order's total in US dollars. */
  total: number;
  busy: boolean;
  onContinue: () => void;
  /** The grid the bar must never cover: the bar steps down while the grid is under it. */
  grid: RefObject<HTMLElement | null>;
};

/**
 * The phone's bottom bar once numbers are chosen (issue 24, point 6): '3 números
 * · $6.00 · Bs 219,00 · Continuar' where the thumb is, so 'Proceder al pago' is
 * never one or two screens away. It never covers a number: while the grid
 * reaches the bar's strip of the screen, the bar steps down out of sight (the
 * grid's own 'Proceder al pago' is a scroll away), as the contact button does
 * over a total. Marked keep-clear, so the contact button steps aside for it.
 */
export function StickyBuyBar({ count, total, busy, onContinue, grid }: StickyBuyBarProps) {
  const bar = useRef<HTMLDivElement>(null);
  const [overGrid, setOverGrid] = useState(false);
  const rates = useExchangeRates();
  const first = convertedPrices(total, rates.data).find((price) => price.amount !== 'N/A');

  useEffect(() => {
    const target = grid.current;
    const box = bar.current;
    if (!target || !box || typeof IntersectionObserver === 'undefined') return undefined;
    // The viewport cut down to the bar's strip at the bottom (its height plus a margin).
    const strip = box.offsetHeight + 8;
    const observer = new IntersectionObserver(
      ([entry]) => setOverGrid(Boolean(entry?.isIntersecting)),
      { rootMargin: `${-(window.innerHeight - strip)}px 0px 0px 0px` },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [grid]);

  return (
    <div
      ref={bar}
      data-keep-clear
      aria-hidden={overGrid || undefined}
      className={
        'fixed inset-x-0 bottom-0 z-20 border-t border-slate-200 bg-white/95 px-4 pt-2 pb-[calc(0.5rem+env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgba(15,23,42,0.08)] backdrop-blur transition-transform lg:hidden print:hidden' +
        (overGrid ? ' pointer-events-none translate-y-full' : '')
      }
    >
      <div className="mx-auto flex max-w-3xl items-center gap-3">
        <p className="min-w-0 flex-1 text-sm leading-tight font-semibold text-slate-900 tabular-nums">
          {plural(count, 'número', 'números')} · {formatUsd(total)}
          {first && <span className="block font-medium text-slate-600">{first.formatted}</span>}
        </p>
        <Button
          onClick={onContinue}
          busy={busy}
          busyText="Apartando..."
          tabIndex={overGrid ? -1 : undefined}
        >
          Continuar
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
