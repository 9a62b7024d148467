import { ChevronLeft, ChevronRight } from 'lucide-react';
import { messages } from '@rifas/shared';
import { cn } from '@/lib/cn';
import { useIsMobile } from '@/lib/use-media-query';

/** The page numbers to show around `page`: at most `max`, kept inside 1..pages. */
export function pageWindow(page: number, pages: number, max: number): number[] {
  if (pages <= 0) return [];
  let start = Math.max(1, page - Math.floor(max / 2));
  const end = Math.min(pages, start + max - 1);
  start = Math.max(1, end - max + 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}

type PaginationProps = {
  page: number;
  pages: number;
  onPageChange: (page: number) => void;
  /** Number buttons shown; docs/domain.md: 5 on desktop, 3 on phones (the default). */
  maxButtons?: number;
  /** e.g. format(messages.payments.showing, { from, to, total }) */
  summary?: string;
  className?: string;
};

/** 'Anterior' / page numbers / 'Siguiente'. Hidden when there is a single page and no summary. */
export function Pagination({
  page,
  pages,
  onPageChange,
  maxButtons,
  summary,
  className,
}: PaginationProps) {
  const isMobile = useIsMobile();
  if (pages <= 1 && !summary) return null;
  const numbers = pageWindow(page, pages, maxButtons ?? (isMobile ? 3 : 5));
  const step =
    'inline-flex h-9 min-w-9 items-center justify-center rounded-lg px-2 text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-40';

  return (
    <div
      className={cn('flex flex-col items-center gap-3 sm:flex-row sm:justify-between', className)}
    >
      {summary ? <p className="text-sm text-slate-600">{summary}</p> : <span />}
      {pages > 1 && (
        <nav aria-label="Paginación" className="flex items-center gap-1">
          <button
            type="button"
            className={cn(step, 'gap-1 text-slate-700 hover:bg-slate-100')}
            onClick={() => onPageChange(page - 1)}
            disabled={page <= 1}
          >
            <ChevronLeft className="h-4 w-4" aria-hidden="true" />
            {messages.payments.previous}
          </button>
          {numbers.map((n) => (
            <button
              key={n}
              type="button"
              aria-current={n === page ? 'page' : undefined}
              aria-label={`Página ${n}`}
              className={cn(
                step,
                n === page ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100',
              )}
              onClick={() => onPageChange(n)}
            >
              {n}
            </button>
          ))}
          <button
            type="button"
            className={cn(step, 'gap-1 text-slate-700 hover:bg-slate-100')}
            onClick={() => onPageChange(page + 1)}
            disabled={page >= pages}
          >
            {messages.payments.next}
            <ChevronRight className="h-4 w-4" aria-hidden="true" />
          </button>
        </nav>
      )}
    </div>
  );
}
