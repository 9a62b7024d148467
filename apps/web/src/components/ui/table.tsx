import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from '@/lib/cn';

/** A table that scrolls sideways on narrow screens instead of breaking the page. */
export function Table({
  className,
  caption,
  children,
  ...props
}: HTMLAttributes<HTMLTableElement> & { caption?: string }) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className={cn('min-w-full divide-y divide-slate-200 text-sm', className)} {...props}>
        {caption && <caption className="sr-only">{caption}</caption>}
        {children}
      </table>
    </div>
  );
}

export function THead(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className="bg-slate-50" {...props} />;
}

export function TBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody className="divide-y divide-slate-100" {...props} />;
}

export function TR({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('hover:bg-slate-50/60', className)} {...props} />;
}

/** `dense`: tighter cells, for tables an operator scans many rows of at once. */
type Density = { dense?: boolean };
const cellPadding = (dense?: boolean) => (dense ? 'px-3 py-1.5' : 'px-4 py-3');

export function TH({
  className,
  dense,
  ...props
}: ThHTMLAttributes<HTMLTableCellElement> & Density) {
  return (
    <th
      scope="col"
      className={cn(
        cellPadding(dense),
        'text-left text-xs font-semibold tracking-wide text-slate-500 uppercase',
        className,
      )}
      {...props}
    />
  );
}

export function TD({
  className,
  dense,
  ...props
}: TdHTMLAttributes<HTMLTableCellElement> & Density) {
  return <td className={cn(cellPadding(dense), 'text-slate-700', className)} {...props} />;
}
