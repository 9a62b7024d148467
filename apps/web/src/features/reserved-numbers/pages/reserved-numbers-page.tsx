import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Clock, RefreshCw, TicketCheck, Unlock } from 'lucide-react';
import { DEFAULT_EXPIRATION_HOURS, formatNumber, messages, plural } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { EmptyState } from '@/components/ui/empty-state';
import { PageSpinner } from '@/components/ui/spinner';
import { useDateFormat } from '@/lib/format';
import { useRaffle } from '@/lib/raffle-queries';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useReservedNumbers } from '../api/get-reserved-numbers';
import { AgeLegend } from '../components/age-legend';
import type { ReleaseRequest } from '../api/release';
import { ReleaseDialog } from '../components/release-dialog';
import { ReservedNumberCard } from '../components/reserved-number-card';

const r = messages.payments.reserved;

/**
 * /admin/reserved-numbers/:id (docs/product.md Reserved numbers): every reserved number
 * of a raffle by age, and the releases — single, selected, expired.
 */
export function ReservedNumbersPage() {
  const raffleId = Number(useParams().id);
  const raffle = useRaffle(Number.isInteger(raffleId) && raffleId > 0 ? raffleId : null);
  useDocumentTitle('Números reservados');
  const list = useReservedNumbers(raffleId);
  const { formatDateTime } = useDateFormat();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [request, setRequest] = useState<ReleaseRequest | null>(null);
  const [notice, setNotice] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const reserved = useMemo(() => list.data ?? [], [list.data]);
  // Selections of numbers that are no longer reserved do not count.
  const selectedNumbers = reserved.map((row) => row.number).filter((n) => selected.has(n));
  const allSelected = reserved.length > 0 && selectedNumbers.length === reserved.length;
  const underPayment = reserved.filter((row) => row.kind === 'payment').length;

  const labelOf = (n: number) =>
    raffle.data ? formatNumber(n, raffle.data.start_number, raffle.data.end_number) : String(n);

  function toggle(number: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(number)) next.delete(number);
      else next.add(number);
      return next;
    });
  }

  function openRelease(next: ReleaseRequest) {
    setNotice(null);
    setRequest(next);
  }

  function handleReleaseSelected() {
    if (selectedNumbers.length === 0) {
      setNotice({ tone: 'error', text: messages.numbers.releaseSelectAtLeastOne });
      return;
    }
    openRelease({ kind: 'selected', numbers: selectedNumbers });
  }

  function handleReleased(text: string) {
    setRequest(null);
    setSelected(new Set());
    setNotice({ tone: 'success', text });
  }

  return (
    <section className="space-y-6">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
        <div className="min-w-0">
          <Link
            to="/admin/raffles"
            className="mb-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />
            Volver a las rifas
          </Link>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">
            Números reservados
          </h1>
          <p className="mt-1 text-sm break-words text-slate-600">
            {raffle.data?.title ?? (raffle.isError ? messages.raffles.notFound : '\u00a0')}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => void list.refetch()} busy={list.isFetching}>
            <RefreshCw className="h-4 w-4" aria-hidden="true" />
            Actualizar
          </Button>
          <Button
            variant="outline"
            onClick={() => openRelease({ kind: 'expired', hours: DEFAULT_EXPIRATION_HOURS })}
          >
            <Clock className="h-4 w-4" aria-hidden="true" />
            Liberar vencidos ({DEFAULT_EXPIRATION_HOURS} h)
          </Button>
        </div>
      </div>

      <AgeLegend className="rounded-2xl border border-slate-200 bg-white px-4 py-3 shadow-sm" />

      {notice && <Alert tone={notice.tone}>{notice.text}</Alert>}

      {list.isPending ? (
        <PageSpinner label="Cargando números reservados..." />
      ) : list.isError ? (
        <Alert
          title="Error al cargar los números reservados"
          action={
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Reintentar
            </Button>
          }
        />
      ) : reserved.length === 0 ? (
        <EmptyState icon={<TicketCheck className="h-10 w-10" />} title={r.empty} />
      ) : (
        <>
          <div className="sticky top-16 z-20 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-y border-slate-200 bg-slate-100/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:bg-white/95">
            <Checkbox
              label={`Seleccionar todos (${reserved.length})`}
              checked={allSelected}
              onChange={() =>
                setSelected(allSelected ? new Set() : new Set(reserved.map((row) => row.number)))
              }
            />
            <p className="text-sm text-slate-600" aria-live="polite">
              {plural(selectedNumbers.length, 'seleccionado', 'seleccionados')} · {underPayment} con
              pago pendiente
            </p>
            <Button variant="danger" className="sm:ml-auto" onClick={handleReleaseSelected}>
              <Unlock className="h-4 w-4" aria-hidden="true" />
              Liberar seleccionados
              {selectedNumbers.length > 0 && ` (${selectedNumbers.length})`}
            </Button>
          </div>
          <ul
            className="grid grid-cols-1 gap-3 min-[480px]:grid-cols-2 lg:grid-cols-3 2xl:grid-cols-4"
            aria-label="Números reservados"
          >
            {reserved.map((row) => (
              <ReservedNumberCard
                key={row.number}
                reserved={row}
                label={labelOf(row.number)}
                selected={selected.has(row.number)}
                onToggle={toggle}
                onRelease={(number) => openRelease({ kind: 'one', number })}
                formatDateTime={formatDateTime}
              />
            ))}
          </ul>
        </>
      )}

      {request && (
        <ReleaseDialog
          raffleId={raffleId}
          request={request}
          labelOf={labelOf}
          onClose={() => setRequest(null)}
          onReleased={handleReleased}
        />
      )}
    </section>
  );
}
