import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Clock, Trophy } from 'lucide-react';
import type { DashboardOverview } from '@rifas/shared';
import { cn } from '@/lib/cn';

function AttentionLink({
  to,
  count,
  label,
  icon,
}: {
  to: string;
  count: number | undefined;
  label: string;
  icon: ReactNode;
}) {
  const urgent = (count ?? 0) > 0;
  return (
    <Link
      to={to}
      className={cn(
        'flex items-center gap-3 rounded-2xl border p-4 shadow-sm transition-colors',
        urgent
          ? 'border-red-200 bg-red-50 text-red-800 hover:bg-red-100'
          : 'border-slate-200 bg-white text-slate-600 hover:bg-slate-50',
      )}
    >
      <span aria-hidden="true">{icon}</span>
      <span className="text-2xl font-bold tabular-nums">{count ?? '—'}</span>
      <span className="text-sm font-medium">{label}</span>
    </Link>
  );
}

/** What waits for the operator: raffles to draw and buyers waiting over a day for a review. */
export function NeedsAttention({ overview }: { overview: DashboardOverview | undefined }) {
  return (
    <section aria-label="Requiere atención" className="grid gap-3 sm:grid-cols-2">
      <AttentionLink
        to="/admin/raffles?estado=needs_winner"
        count={overview?.raffles_needing_winner}
        label={
          overview?.raffles_needing_winner === 1
            ? 'Rifa necesita ganador'
            : 'Rifas necesitan ganador'
        }
        icon={<Trophy className="h-5 w-5" />}
      />
      <AttentionLink
        to="/admin/payments?status=pending"
        count={overview?.stale_pending_payments}
        label={
          overview?.stale_pending_payments === 1
            ? 'Pago pendiente hace más de un día'
            : 'Pagos pendientes hace más de un día'
        }
        icon={<Clock className="h-5 w-5" />}
      />
    </section>
  );
}
