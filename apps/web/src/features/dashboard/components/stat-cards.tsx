import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CircleCheck, DollarSign, Hourglass, Ticket, Trophy } from 'lucide-react';
import { messages, type DashboardOverview } from '@rifas/shared';
import { formatUsd } from '@/lib/format';
import { cn } from '@/lib/cn';

type StatCardProps = {
  label: string;
  value: ReactNode;
  subtitle?: string;
  icon: ReactNode;
  /** Icon colours. */
  tone: string;
  to?: string;
  className?: string;
};

function StatCard({ label, value, subtitle, icon, tone, to, className }: StatCardProps) {
  const body = (
    <>
      <div className="flex items-start justify-between gap-2">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <span
          className={cn('flex h-9 w-9 shrink-0 items-center justify-center rounded-xl', tone)}
          aria-hidden="true"
        >
          {icon}
        </span>
      </div>
      <p className="mt-2 text-2xl font-bold tracking-tight text-slate-900 tabular-nums sm:text-3xl">
        {value}
      </p>
      {subtitle && <p className="mt-1 text-xs font-medium text-amber-700">{subtitle}</p>}
    </>
  );
  const box = cn(
    'block rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5',
    className,
  );
  return to ? (
    <Link
      to={to}
      className={cn(box, 'transition-colors hover:border-brand-300 hover:bg-brand-50/40')}
    >
      {body}
    </Link>
  ) : (
    <div className={box}>{body}</div>
  );
}

/**
 * docs/product.md Dashboard cards: total raffles, active raffles, total revenue (with a
 * dollar sign), pending payments ('Necesitan validación') and completed payments.
 */
export function StatCards({ overview }: { overview: DashboardOverview | undefined }) {
  const show = (value: number | undefined) => (value === undefined ? '—' : value);
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-5">
      <StatCard
        label="Total de Sorteos"
        value={show(overview?.total_raffles)}
        icon={<Ticket className="h-5 w-5" />}
        tone="bg-brand-50 text-brand-700"
        to="/admin/raffles"
      />
      <StatCard
        label="Sorteos Activos"
        value={show(overview?.active_raffles)}
        icon={<Trophy className="h-5 w-5" />}
        tone="bg-sky-50 text-sky-700"
      />
      <StatCard
        label="Ingresos Totales"
        value={overview ? formatUsd(overview.total_revenue) : '—'}
        icon={<DollarSign className="h-5 w-5" />}
        tone="bg-emerald-50 text-emerald-700"
        className="col-span-2 md:col-span-1"
      />
      <StatCard
        label="Pagos Pendientes"
        value={show(overview?.pending_payments)}
        subtitle={messages.payments.pendingSubtitle}
        icon={<Hourglass className="h-5 w-5" />}
        tone="bg-amber-50 text-amber-700"
        to="/admin/payments?status=pending"
      />
      <StatCard
        label="Pagos Completados"
        value={show(overview?.completed_payments)}
        icon={<CircleCheck className="h-5 w-5" />}
        tone="bg-emerald-50 text-emerald-700"
        to="/admin/payments?status=completed"
      />
    </div>
  );
}
