import { Link, useParams } from 'react-router';
import { Printer } from 'lucide-react';
import { format, formatNumber, isVoidStatus, messages } from '@rifas/shared';
import { PurchaseAmount } from '@/components/purchase-amount';
import { PurchaseStatusBadge } from '@/components/purchase-status';
import { imageOnly, RaffleImage } from '@/components/raffle-image';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { PageSpinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useTicket } from '../api/get-ticket';
import { TicketDraw } from '../components/ticket-draw';
import { TicketQr } from '../components/ticket-qr';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 py-2">
      <dt className="text-sm text-slate-500">{label}</dt>
      <dd className="text-right text-slate-900">{children}</dd>
    </div>
  );
}

/** /ticket/:code: a purchase's ticket, printable, refreshed while its payment is pending. */
export function TicketPage() {
  const { code = '' } = useParams();
  const ticket = useTicket(code);
  const { formatDate, formatDateTime } = useDateFormat();
  useDocumentTitle(ticket.data ? `Ticket · ${ticket.data.raffle.title}` : 'Ticket');

  if (ticket.isPending) return <PageSpinner />;
  if (ticket.isError) {
    const missing = ticket.error instanceof ApiError && ticket.error.status === 404;
    return (
      <div className="mx-auto max-w-xl py-6">
        <Alert>
          {missing
            ? messages.tickets.notFound
            : errorMessage(ticket.error, messages.common.internalError)}
        </Alert>
      </div>
    );
  }

  const t = ticket.data;
  const voided = isVoidStatus(t.status);
  const labels = t.numbers.map((n) => formatNumber(n, t.raffle.start_number, t.raffle.end_number));
  const link = `${window.location.origin}/ticket/${t.code}`;

  return (
    <div className="mx-auto max-w-xl print:max-w-none">
      <article className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm print:border-slate-400 print:shadow-none">
        <header className="flex items-center justify-between gap-3 bg-brand-700 px-4 py-3 text-white print:bg-white print:text-slate-900">
          <p className="flex min-w-0 items-center gap-2 font-bold">
            {t.shop_logo && (
              <img
                src={t.shop_logo}
                alt=""
                className="h-8 w-8 shrink-0 rounded-full bg-white object-contain"
              />
            )}
            <span className="truncate">{t.shop_name}</span>
          </p>
          <p className="text-sm">Ticket de compra</p>
        </header>
        <RaffleImage
          image={imageOnly(t.raffle.image)}
          alt={t.raffle.title}
          sizes="(min-width: 640px) 640px, 100vw"
          priority
          className="print:hidden"
        />
        <div className="space-y-4 p-4 sm:p-6">
          <div>
            <h1 className="text-xl font-bold text-slate-900 sm:text-2xl">{t.raffle.title}</h1>
            <p className="text-sm text-slate-600">Sorteo: {formatDateTime(t.raffle.draw_date)}</p>
          </div>
          {/* A void ticket's numbers took no part: its status and reason come first and
              no prize result is shown for it (issue 42). */}
          {!voided && <TicketDraw ticket={t} />}
          <div aria-live="polite">
            <PurchaseStatusBadge status={t.status} />
          </div>
          {voided && (
            <Alert>
              <strong className="block">
                {t.status === 'refunded' ? messages.tickets.refunded : messages.tickets.rejected}
              </strong>
              {t.void_reason && (
                <span className="block">
                  {format(messages.tickets.voidReason, { reason: t.void_reason })}
                </span>
              )}
              {messages.tickets.voidExplanation}
            </Alert>
          )}
          {!voided && (
            <ul className="flex flex-wrap gap-2" aria-label="Números">
              {labels.map((label) => (
                <li
                  key={label}
                  className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-1 font-mono text-lg font-bold text-brand-800"
                >
                  {label}
                </li>
              ))}
            </ul>
          )}
          <dl className="divide-y divide-slate-100">
            <Row label="A nombre de">{t.buyer_name}</Row>
            <Row label="Fecha de compra">{formatDate(t.created_at)}</Row>
            <Row label="Monto">
              <PurchaseAmount amount={t.amount} precioMoneda={t.precio_moneda} />
            </Row>
          </dl>
          {!voided && (
            <div className="flex flex-col items-center gap-2 border-t border-slate-100 pt-4">
              <TicketQr url={link} />
              <p className="text-center text-xs break-all text-slate-500">{link}</p>
            </div>
          )}
        </div>
      </article>
      <div className="mt-4 flex flex-wrap justify-between gap-3 print:hidden">
        <Link
          to={`/raffles/${t.raffle.id}`}
          className="font-semibold text-brand-700 hover:underline"
        >
          Ver la rifa
        </Link>
        {!voided && (
          <Button variant="outline" onClick={() => window.print()}>
            <Printer className="h-4 w-4" aria-hidden="true" />
            Imprimir
          </Button>
        )}
      </div>
    </div>
  );
}
