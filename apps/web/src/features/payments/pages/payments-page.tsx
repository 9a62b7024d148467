import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReceiptText, RefreshCw } from 'lucide-react';
import { format, messages, showingRange } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePaymentStats } from '../api/get-payment-stats';
import { usePayments, type PaymentsQuery } from '../api/get-payments';
import { useRaffles } from '../api/get-raffles';
import { PaymentDetailDialog } from '../components/payment-detail-dialog';
import { PaymentFilters, type PaymentFilterValues } from '../components/payment-filters';
import { PaymentsList } from '../components/payments-list';
import { RejectPaymentDialog } from '../components/reject-payment-dialog';
import { ValidatePaymentDialog } from '../components/validate-payment-dialog';
import { readListParams, writeListParams } from '../utils/list-params';
import type { NumberRange } from '../utils/payment-format';
import type { PaymentView } from '../api/payment-view';

const m = messages.payments;

type OpenDialog = { kind: 'detail' | 'validate' | 'reject'; payment: PaymentView } | null;

/** /admin/payments (SPEC §2 Admin payments): filter, review and validate or reject. */
export function PaymentsPage() {
  useDocumentTitle('Pagos');
  const [params, setParams] = useSearchParams();
  const query = readListParams(params);
  const list = usePayments(query);
  const stats = usePaymentStats();
  const raffles = useRaffles();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const ranges = useMemo(
    () => new Map<number, NumberRange>((raffles.data ?? []).map((raffle) => [raffle.id, raffle])),
    [raffles.data],
  );
  const payments = list.data?.payments ?? [];
  const pagination = list.data?.pagination;
  const summary = pagination ? format(m.showing, showingRange(pagination)) : undefined;

  function setQuery(next: PaymentsQuery) {
    setParams(writeListParams(next), { replace: true });
  }

  function handleFilters(values: PaymentFilterValues) {
    // Another filter or page size starts again at page 1.
    setQuery({ ...values, page: 1 });
  }

  function open(kind: 'detail' | 'validate' | 'reject') {
    return (payment: PaymentView) => {
      setNotice(null);
      setDialog({ kind, payment });
    };
  }

  function handleReviewed(text: string) {
    setDialog(null);
    setNotice(text);
  }

  const filtered = Boolean(query.status || query.raffleId);
  const range = dialog ? ranges.get(dialog.payment.raffle_id) : undefined;

  return (
    <section className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Pagos</h1>
        <p className="mt-1 text-sm text-slate-600">
          Revisa los comprobantes y valida o rechaza los pagos pendientes.
        </p>
      </div>

      <PaymentFilters
        values={query}
        raffles={raffles.data ?? []}
        stats={stats.data}
        onChange={handleFilters}
      />

      {notice && <Alert tone="success">{notice}</Alert>}

      {list.isPending ? (
        <PageSpinner label="Cargando pagos..." />
      ) : list.isError ? (
        <Alert
          title="Error al cargar los pagos"
          action={
            <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
              <RefreshCw className="h-4 w-4" aria-hidden="true" />
              Reintentar
            </Button>
          }
        />
      ) : payments.length === 0 && query.page === 1 ? (
        <EmptyState
          icon={<ReceiptText className="h-10 w-10" />}
          title={filtered ? 'No hay pagos con estos filtros' : 'No hay pagos registrados'}
          description={
            filtered ? undefined : 'Los pagos aparecerán aquí cuando los compradores paguen.'
          }
        />
      ) : (
        <div className="space-y-4" aria-busy={list.isFetching || undefined}>
          <PaymentsList
            payments={payments}
            ranges={ranges}
            onView={open('detail')}
            onValidate={open('validate')}
            onReject={open('reject')}
          />
          <Pagination
            page={pagination?.page ?? query.page}
            pages={pagination?.pages ?? 1}
            onPageChange={(page) => setQuery({ ...query, page })}
            summary={summary}
          />
        </div>
      )}

      {dialog?.kind === 'detail' && (
        <PaymentDetailDialog
          payment={dialog.payment}
          range={range}
          onClose={() => setDialog(null)}
          onValidated={() => handleReviewed(m.validated)}
          onReject={open('reject')}
        />
      )}
      {dialog?.kind === 'validate' && (
        <ValidatePaymentDialog
          payment={dialog.payment}
          range={range}
          onClose={() => setDialog(null)}
          onValidated={() => handleReviewed(m.validated)}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectPaymentDialog
          payment={dialog.payment}
          onClose={() => setDialog(null)}
          onRejected={() => handleReviewed(m.rejected)}
        />
      )}
    </section>
  );
}
