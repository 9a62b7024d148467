import { useState } from 'react';
import { Download, Trash2 } from 'lucide-react';
import type { TruncateResult } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDownloadBackup } from '../api/download-backup';
import { EmptyDatabaseDialog } from './empty-database-dialog';

function formatSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/**
 * 'Vaciar Todo' away from the everyday controls, at the foot of the dashboard,
 * with the result and the backup download where the admin is looking.
 */
export function DangerZone() {
  const download = useDownloadBackup();
  const [confirming, setConfirming] = useState(false);
  const [emptied, setEmptied] = useState<TruncateResult | null>(null);
  const backup = emptied?.backup;

  return (
    <section
      aria-labelledby="danger-zone-title"
      className="rounded-2xl border border-red-200 bg-white p-5 shadow-sm"
    >
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <h2 id="danger-zone-title" className="text-base font-bold text-red-800">
            Zona de peligro
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            Vacía la base de datos: rifas, números, apartados, pagos y comprobantes. Antes se guarda
            una copia de seguridad.
          </p>
        </div>
        <Button
          variant="danger"
          className="shrink-0"
          onClick={() => {
            setEmptied(null);
            download.reset();
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
          className="mt-4"
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
