import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ReceiptText, RefreshCw } from 'lucide-react';
import { format, messages, type Payment, showingRange } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { ExportMenu } from '@/components/export-menu';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { PageSpinner } from '@/components/ui/spinner';
import { useAdminRaffles } from '@/lib/raffle-queries';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsMobile } from '@/lib/use-media-query';
import { exportPayments } from '../api/export-payments';
import { usePayment } from '../api/get-payment';
import { usePaymentStats } from '../api/get-payment-stats';
import { usePayments, type PaymentsQuery } from '../api/get-payments';
import { BulkReviewBar, type PaymentSelection } from '../components/bulk-review-bar';
import { PaymentDetailDialog } from '../components/payment-detail-dialog';
import { PaymentFilters, type PaymentFilterValues } from '../components/payment-filters';
import { PaymentSearchBox } from '../components/payment-search-box';
import { PaymentsList } from '../components/payments-list';
import { RejectPaymentDialog } from '../components/reject-payment-dialog';
import { RejectStalePayments } from '../components/reject-stale-payments';
import { ReviewedBanner, ReviewNoticeAlert, type ReviewNotice } from '../components/review-notice';
import { ValidatePaymentDialog } from '../components/validate-payment-dialog';
import {
  readListParams,
  readOpenPayment,
  withOpenPayment,
  writeListParams,
} from '../utils/list-params';
import type { NumberRange } from '../utils/payment-format';

const m = messages.payments;

type OpenDialog = { kind: 'detail' | 'validate' | 'reject'; payment: Payment } | null;

/** /admin/payments (docs/product.md Admin payments): filter, review and validate or reject. */
export function PaymentsPage() {
  useDocumentTitle('Pagos');
  const [params, setParams] = useSearchParams();
  // A phone opens on the pending payments, oldest first: the day's queue (issue 40).
  const defaults = { phone: useIsMobile() };
  const query = readListParams(params, defaults);
  const list = usePayments(query);
  const stats = usePaymentStats();
  const raffles = useAdminRaffles();
  const [openDialog, setDialog] = useState<OpenDialog>(null);
  const [notice, setNotice] = useState<ReviewNotice | null>(null);
  const [selected, setSelected] = useState<PaymentSelection>(new Map());
  // A payment opened by its id in the address (a duplicate reference's link).
  const openId = readOpenPayment(params);
  const linked = usePayment(openId);
  // It covers the dialog it was opened from, which comes back when it closes.
  const dialog = openId === null ? openDialog : null;

  const ranges = useMemo(
    () => new Map<number, NumberRange>((raffles.data ?? []).map((raffle) => [raffle.id, raffle])),
    [raffles.data],
  );
  const payments = list.data?.payments ?? [];
  const pagination = list.data?.pagination;
  const summary = pagination ? format(m.showing, showingRange(pagination)) : undefined;

  function setQuery(next: PaymentsQuery) {
    setParams(writeListParams(next, defaults), { replace: true });
  }

  function handleFilters(values: PaymentFilterValues) {
    // Another filter or page size starts again at page 1.
    setQuery({ ...query, ...values, page: 1 });
  }

  const handleSearch = useCallback(
    (search: string) =>
      setParams(writeListParams({ ...query, search, page: 1 }, defaults), { replace: true }),
    // The query is rebuilt from the address on every render; its fields are the real inputs.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [query.status, query.raffleId, query.limit, defaults.phone, setParams],
  );

  function closeOpenPayment() {
    setParams(withOpenPayment(params, null), { replace: true });
  }

  function open(kind: 'detail' | 'validate' | 'reject') {
    return (payment: Payment) => {
      setNotice(null);
      setDialog({ kind, payment });
    };
  }

  function handleSelect(chosen: readonly Payment[], on: boolean) {
    setSelected((current) => {
      const next = new Map(current);
      for (const payment of chosen) {
        if (on) next.set(payment.id, payment);
        else next.delete(payment.id);
      }
      return next;
    });
  }

  function handleBulkDone(outcome: ReviewNotice) {
    setSelected(new Map());
    setNotice(outcome);
  }

  /** The next pending payment of this page after `current`, going round to the top. */
  function findNextPending(current: Payment): Payment | undefined {
    const at = payments.findIndex((p) => p.id === current.id);
    return [...payments.slice(at + 1), ...payments.slice(0, Math.max(at, 0))].find(
      (p) => p.id !== current.id && p.status === 'pending',
    );
  }

  /**
   * After a review the next pending payment opens, under a line saying what became
   * of this one with 'Avisar por WhatsApp' for its buyer (issue 40); the last one
   * leaves that line above the list.
   */
  function handleReviewed(reviewed: Payment, text: string) {
    // A payment reviewed on its own is no longer pending: it leaves the selection.
    handleSelect([reviewed], false);
    if (openId !== null) closeOpenPayment();
    const next = findNextPending(reviewed);
    setDialog(next ? { kind: 'detail', payment: next } : null);
    setNotice({ text, reviewed });
  }

  /** 'Siguiente pendiente' in the detail, when there is one. */
  function nextPending(current: Payment): (() => void) | undefined {
    const next = findNextPending(current);
    return next ? () => open('detail')(next) : undefined;
  }

  const filtered = Boolean(query.status || query.raffleId || query.search);
  const exportMenu = (
    <ExportMenu
      label="Exportar"
      accessibleName="Exportar pagos"
      onExport={(format) => exportPayments(query, format)}
    />
  );
  const range = dialog ? ranges.get(dialog.payment.raffle_id) : undefined;

  return (
    // On a laptop the title and search share a row, and the filters and exports another,
    // so at least 8 payments fit a 1280×800 screen (issue 28). On a phone the export sits
    // beside the title and the intro is left out: the first card is inside the first
    // screen at 390×844 (issue 40).
    <section className="space-y-4 sm:space-y-6 lg:space-y-4">
      <div className="space-y-4 sm:space-y-6 lg:flex lg:items-end lg:justify-between lg:gap-6 lg:space-y-0">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Pagos</h1>
            <p className="mt-1 hidden text-sm text-slate-600 sm:block">
              Revisa los comprobantes y valida o rechaza los pagos pendientes.
            </p>
          </div>
          {defaults.phone && exportMenu}
        </div>
        <div className="lg:w-96">
          <PaymentSearchBox value={query.search} onSearch={handleSearch} />
        </div>
      </div>

      <div className="space-y-4 sm:space-y-6 lg:flex lg:items-end lg:gap-3 lg:space-y-0">
        <div className="min-w-0 lg:flex-1">
          <PaymentFilters
            values={query}
            raffles={raffles.data ?? []}
            stats={stats.data}
            onChange={handleFilters}
          />
        </div>
        <div className="flex flex-wrap items-start justify-end gap-2 empty:hidden">
          {!defaults.phone && exportMenu}
          <RejectStalePayments
            raffleId={query.raffleId}
            onDone={(text) => {
              setDialog(null);
              setNotice({ text });
            }}
          />
        </div>
      </div>

      {notice && (
        <ReviewNoticeAlert
          notice={notice}
          range={notice.reviewed ? ranges.get(notice.reviewed.raffle_id) : undefined}
        />
      )}

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
          title={
            query.search
              ? 'Ningún pago coincide con la búsqueda'
              : filtered
                ? 'No hay pagos con estos filtros'
                : 'No hay pagos registrados'
          }
          description={
            filtered ? undefined : 'Los pagos aparecerán aquí cuando los compradores paguen.'
          }
        />
      ) : (
        <div className="space-y-4" aria-busy={list.isFetching || undefined}>
          <BulkReviewBar
            shown={payments}
            selected={selected}
            onSelect={handleSelect}
            onDone={handleBulkDone}
          />
          <PaymentsList
            payments={payments}
            ranges={ranges}
            selected={selected}
            onToggle={(payment) => handleSelect([payment], !selected.has(payment.id))}
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

      {openId !== null && linked.data && (
        <PaymentDetailDialog
          key={openId}
          payment={linked.data}
          range={ranges.get(linked.data.raffle_id)}
          onClose={closeOpenPayment}
          onValidated={(payment) => handleReviewed(payment, m.validated)}
          onReject={(payment) => {
            closeOpenPayment();
            open('reject')(payment);
          }}
        />
      )}
      {openId !== null && linked.isError && (
        <Alert tone="warning">No se pudo abrir el pago #{openId}.</Alert>
      )}
      {dialog?.kind === 'detail' && (
        <PaymentDetailDialog
          payment={dialog.payment}
          range={range}
          key={dialog.payment.id}
          onClose={() => setDialog(null)}
          onValidated={(payment) => handleReviewed(payment, m.validated)}
          onReject={open('reject')}
          onNext={nextPending(dialog.payment)}
          banner={
            notice?.reviewed && (
              <ReviewedBanner
                reviewed={notice.reviewed}
                range={ranges.get(notice.reviewed.raffle_id)}
              />
            )
          }
        />
      )}
      {dialog?.kind === 'validate' && (
        <ValidatePaymentDialog
          payment={dialog.payment}
          range={range}
          onClose={() => setDialog(null)}
          onValidated={(payment) => handleReviewed(payment, m.validated)}
        />
      )}
      {dialog?.kind === 'reject' && (
        <RejectPaymentDialog
          payment={dialog.payment}
          onClose={() => setDialog(null)}
          onRejected={(payment) => handleReviewed(payment, m.rejected)}
        />
      )}
    </section>
  );
}
