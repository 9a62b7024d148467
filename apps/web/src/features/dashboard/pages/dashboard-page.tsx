import { useEffect, useState } from 'react';
import { Download, RefreshCw, Trash2 } from 'lucide-react';
import type { TruncateResult } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDownloadBackup } from '../api/download-backup';
import { useOverview } from '../api/get-overview';
import { RECENT_COUNT, useRecentPayments } from '../api/get-recent-payments';
import { useRaffles } from '../api/get-raffles';
import { useUsersCount } from '../api/get-users-count';
import { EmptyDatabaseDialog } from '../components/empty-database-dialog';
import { RecentPayments } from '../components/recent-payments';
import { RecentRaffles } from '../components/recent-raffles';
import { SalesChart } from '../components/sales-chart';
import { StatCards } from '../components/stat-cards';

/** SPEC §8: these failures are only logged; the dashboard shows without them. */
function useLogFailure(label: string, error: Error | null) {
  useEffect(() => {
    if (error) console.error(`[dashboard] ${label}:`, error);
  }, [label, error]);
}

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** /admin (SPEC §2 Dashboard): totals, sales of the last 30 days, recent raffles and payments, 'Vaciar Todo'. */
export function DashboardPage() {
  useDocumentTitle('Dashboard');
  const overview = useOverview();
  const raffles = useRaffles();
  const recentPayments = useRecentPayments();
  const usersCount = useUsersCount();
  const download = useDownloadBackup();
  const [confirming, setConfirming] = useState(false);
  const [emptied, setEmptied] = useState<TruncateResult | null>(null);

  useLogFailure('no se pudo cargar la cantidad de usuarios', usersCount.error);
  useLogFailure('no se pudieron cargar los pagos recientes', recentPayments.error);

  const backup = emptied?.backup;

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Dashboard
          </h1>
          <p className="mt-1 text-sm text-slate-600">
            Resumen de sorteos y pagos
            {usersCount.data !== undefined && ` · ${usersCount.data} usuario(s) registrado(s)`}
          </p>
        </div>
        <Button
          variant="outline"
          className="border-red-300 text-red-700 hover:bg-red-50"
          onClick={() => {
            setEmptied(null);
            setConfirming(true);
          }}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Vaciar Todo
        </Button>
      </div>

      {emptied && backup && (
        <Alert
          tone="success"
          title={emptied.message}
          action={
            <div className="flex flex-wrap items-center gap-3">
              <Button
                variant="outline"
                size="sm"
                busy={download.isPending}
                busyText="Descargando..."
                onClick={() => download.mutate({ url: backup.download_url, file: backup.file })}
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                Descargar copia de seguridad
              </Button>
              <span className="text-xs break-all">
                {backup.file} ({formatSize(backup.size_bytes)})
              </span>
            </div>
          }
        >
          {download.isError && (
            <p className="font-semibold text-red-700">
              No se pudo descargar la copia de seguridad. Intenta de nuevo.
            </p>
          )}
        </Alert>
      )}

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

      <StatCards overview={overview.data} />

      {overview.data && <SalesChart days={overview.data.sales_by_day} />}

      <div className="grid gap-6 lg:grid-cols-2">
        <RecentRaffles
          raffles={raffles.data?.slice(0, RECENT_COUNT)}
          loading={raffles.isPending}
          failed={raffles.isError}
        />
        <RecentPayments payments={recentPayments.data} loading={recentPayments.isPending} />
      </div>

      {confirming && (
        <EmptyDatabaseDialog
          onClose={() => setConfirming(false)}
          onEmptied={(result) => {
            setConfirming(false);
            setEmptied(result);
          }}
        />
      )}
    </section>
  );
}
