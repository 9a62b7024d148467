import { format, messages, type PaymentSource } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format';
import { useCheckSource, useDeleteSource } from '../api/sources';

const m = messages.paymentSources;

/** Each mailbox with what its last read said ('No se pudo conectar: …'), 'Probar conexión' and 'Quitar'. */
export function SourceList({ sources }: { sources: PaymentSource[] }) {
  const check = useCheckSource();
  const remove = useDeleteSource();
  const { formatDateTime } = useDateFormat();
  if (sources.length === 0) return <p className="text-sm text-slate-500">{m.noSources}</p>;
  return (
    <ul className="divide-y divide-slate-200">
      {check.isError && <Alert>{errorMessage(check.error)}</Alert>}
      {remove.isError && <Alert>{errorMessage(remove.error)}</Alert>}
      {sources.map((source) => (
        <li key={source.id} className="space-y-2 py-3" data-testid="payment-source">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold break-all text-slate-900">
              {source.user} · {source.host}:{source.port}
            </p>
            {source.auto_validate && <Badge tone="brand">{m.autoValidateLabel}</Badge>}
          </div>
          <p className="text-xs text-slate-600">
            {source.formats.map((f) => m.formats[f.format]).join(' · ')}
          </p>
          {source.last_error ? (
            <p className="text-sm font-semibold text-red-700" role="status">
              {source.last_error}
            </p>
          ) : (
            <p className="text-xs text-slate-500">
              {source.last_checked_at
                ? format(m.lastChecked, { date: formatDateTime(source.last_checked_at) })
                : m.neverChecked}
            </p>
          )}
          {check.data && check.variables === source.id && check.data.ok && (
            <p className="text-sm font-semibold text-emerald-700">{m.checkOk}</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              size="sm"
              variant="outline"
              busy={check.isPending && check.variables === source.id}
              busyText="Probando..."
              onClick={() => check.mutate(source.id)}
            >
              {m.check}
            </Button>
            <Button
              size="sm"
              variant="outline"
              busy={remove.isPending && remove.variables === source.id}
              busyText="Quitando..."
              onClick={() => remove.mutate(source.id)}
            >
              {m.remove}
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
