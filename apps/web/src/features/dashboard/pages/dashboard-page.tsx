import { useEffect } from 'react';
import { RefreshCw } from 'lucide-react';
import { plural } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useAdminRaffles } from '@/lib/raffle-queries';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useOverview } from '../api/get-overview';
import { RECENT_COUNT, useRecentPayments } from '../api/get-recent-payments';
import { useUsersCount } from '../api/get-users-count';
import { DangerZone } from '../components/danger-zone';
import { GettingStarted } from '../components/getting-started';
import { RecentPayments } from '../components/recent-payments';
import { RecentRaffles } from '../components/recent-raffles';
import { SalesChart } from '../components/sales-chart';
import { NeedsAttention } from '../components/needs-attention';
import { StatCards } from '../components/stat-cards';

/** docs/api.md: these failures are only logged; the dashboard shows without them. */
function useLogFailure(label: string, error: Error | null) {
  useEffect(() => {
    if (error) console.error(`[dashboard] ${label}:`, error);
  }, [label, error]);
}

/** /admin (docs/product.md Dashboard): totals, sales of the last 30 days, recent raffles and payments, 'Vaciar Todo'. */
export function DashboardPage() {
  useDocumentTitle('Panel');
  const overview = useOverview();
  const raffles = useAdminRaffles();
  const recentPayments = useRecentPayments();
  const usersCount = useUsersCount();

  useLogFailure('no se pudo cargar la cantidad de usuarios', usersCount.error);
  useLogFailure('no se pudieron cargar los pagos recientes', recentPayments.error);

  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Panel</h1>
        <p className="mt-1 text-sm text-slate-600">
          Resumen de sorteos y pagos
          {usersCount.data !== undefined &&
            ` · ${plural(usersCount.data, 'usuario registrado', 'usuarios registrados')}`}
        </p>
      </div>

      {overview.isError && (
        <Alert
          title="Error al cargar el resumen"
          action={
            <Button variant="outline" size="sm" onClick={() => void overview.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Reintentar
            </Button>
          }
        />
      )}

      <GettingStarted overview={overview.data} />
      <StatCards overview={overview.data} />
      <NeedsAttention overview={overview.data} />

      {overview.data && <SalesChart days={overview.data.sales_by_day} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentRaffles
          raffles={raffles.data?.slice(0, RECENT_COUNT)}
          loading={raffles.isPending}
          failed={raffles.isError}
        />
        <RecentPayments payments={recentPayments.data} loading={recentPayments.isPending} />
      </div>

      <DangerZone />
    </section>
  );
}
