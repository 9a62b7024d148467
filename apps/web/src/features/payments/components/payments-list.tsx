import { canApplyPaymentAction, format, messages, type Payment } from '@rifas/shared';
import { Checkbox } from '@/components/ui/checkbox';
import { Table, TBody, TD, TH, THead, TR } from '@/components/ui/table';
import { dateTimeFormat, useDateFormat } from '@/lib/format';
import {
  formatPaymentAmount,
  formatPaymentNumbers,
  type NumberRange,
} from '../utils/payment-format';
import { formatAmountDue } from './amount-due';
import { PaymentActions, type PaymentActionHandlers } from './payment-actions';
import { DuplicateReference } from './duplicate-reference';
import { ReceiptRepeated } from './receipt-repeated';
import { ReceiptThumbnail } from './payment-receipt';
import { PaymentStatusBadge } from './payment-status-badge';
import { StaleBadge } from './payment-status-badge';

type PaymentsListProps = PaymentActionHandlers & {
  payments: Payment[];
  /** Ranges by raffle id, to pad the numbers. */
  ranges: ReadonlyMap<number, NumberRange>;
  /** Ids chosen for 'Validar seleccionados'. */
  selected: Pick<ReadonlySet<number>, 'has'>;
  onToggle: (payment: Payment) => void;
};

/** One page of payments: a table on wide screens, cards on phones. */
export function PaymentsList({
  payments,
  ranges,
  selected,
  onToggle,
  ...actions
}: PaymentsListProps) {
  const { formatDateTime, timeZone } = useDateFormat();
  // Only a pending payment can be validated, so only it can be chosen.
  const selectBox = (payment: Payment, className?: string) =>
    canApplyPaymentAction('validate', payment.status) ? (
      <Checkbox
        checked={selected.has(payment.id)}
        onChange={() => onToggle(payment)}
        aria-label={format(messages.payments.bulk.selectOne, { id: payment.id })}
        className={className}
      />
    ) : null;
  return (
    <>
      <div className="hidden lg:block">
        {/* Compact rows: what the operator matches with her bank (method, reference,
            the amount due) in columns, and at least 8 payments on a 1280×800 screen. */}
        <Table caption="Pagos">
          <THead>
            <tr>
              <TH dense className="w-0 pr-0">
                <span className="sr-only">{messages.payments.bulk.selectColumn}</span>
              </TH>
              <TH dense>ID</TH>
              <TH dense>Cliente</TH>
              <TH dense>Método</TH>
              <TH dense>Referencia</TH>
              <TH dense className="text-right">
                A pagar
              </TH>
              <TH dense>Estado</TH>
              <TH dense>Fecha</TH>
              <TH dense>Acciones</TH>
            </tr>
          </THead>
          <TBody>
            {payments.map((payment) => (
              <TR key={payment.id}>
                <TD dense className="pr-0">
                  {selectBox(payment, 'h-5 w-5 align-middle')}
                </TD>
                <TD dense className="font-mono text-slate-500">
                  #{payment.id}
                </TD>
                <TD dense className="max-w-56">
                  <p className="truncate font-semibold text-slate-900">{payment.customer_name}</p>
                  <p className="truncate text-xs text-slate-500">
                    {payment.raffle_title} ·{' '}
                    {formatPaymentNumbers(payment.numbers, ranges.get(payment.raffle_id))}
                  </p>
                </TD>
                <TD dense className="max-w-36">
                  <p className="truncate">{payment.payment_method}</p>
                </TD>
                <TD dense className="font-mono whitespace-nowrap text-slate-900">
                  {payment.reference_number ?? '—'}
                </TD>
                <TD dense className="text-right whitespace-nowrap tabular-nums">
                  <p className="font-semibold text-slate-900">{formatAmountDue(payment)}</p>
                  {payment.amount_due.codigo !== 'USD' && (
                    <p className="text-xs text-slate-500">{formatPaymentAmount(payment.amount)}</p>
                  )}
                </TD>
                <TD dense>
                  <div className="flex flex-wrap items-start gap-1">
                    <PaymentStatusBadge status={payment.status} />
                    <DuplicateReference payment={payment} />
                    <ReceiptRepeated payment={payment} />
                    {payment.stale && <StaleBadge />}
                  </div>
                </TD>
                <TD dense className="text-xs whitespace-nowrap">
                  {dateTimeFormat(timeZone, { dateStyle: 'short' }).format(
                    new Date(payment.created_at),
                  )}
                </TD>
                <TD dense>
                  <PaymentActions payment={payment} {...actions} compact />
                </TD>
              </TR>
            ))}
          </TBody>
        </Table>
      </div>

      <ul className="space-y-3 lg:hidden" aria-label="Pagos">
        {payments.map((payment) => (
          <li
            key={payment.id}
            className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
          >
            <div className="flex items-start justify-between gap-3">
              {selectBox(payment, 'mt-1 h-5 w-5')}
              <div className="min-w-0 flex-1">
                <p className="font-semibold break-words text-slate-900">{payment.customer_name}</p>
                <p className="text-xs text-slate-500">
                  <span className="font-mono">#{payment.id}</span> ·{' '}
                  {formatDateTime(payment.created_at)}
                </p>
              </div>
              {/* The method's currency first (what her bank shows), dollars beside it. */}
              <div className="text-right whitespace-nowrap tabular-nums">
                <p className="text-lg font-bold text-slate-900">{formatAmountDue(payment)}</p>
                {payment.amount_due.codigo !== 'USD' && (
                  <p className="text-xs text-slate-500">{formatPaymentAmount(payment.amount)}</p>
                )}
              </div>
            </div>
            <div className="mt-2 flex items-start gap-3">
              <div className="min-w-0 flex-1">
                <p className="text-sm break-words text-slate-700">{payment.raffle_title}</p>
                <p className="text-sm text-slate-600">
                  Números: {formatPaymentNumbers(payment.numbers, ranges.get(payment.raffle_id))}
                </p>
                <p className="text-sm break-all text-slate-600">
                  {payment.payment_method}
                  {payment.reference_number && (
                    <>
                      {' · Ref. '}
                      <span className="font-mono font-semibold text-slate-900">
                        {payment.reference_number}
                      </span>
                    </>
                  )}
                </p>
              </div>
              <ReceiptThumbnail capture={payment.capture} paymentId={payment.id} />
            </div>
            <div className="mt-2 flex flex-wrap gap-1.5">
              <PaymentStatusBadge status={payment.status} />
              <DuplicateReference payment={payment} />
              <ReceiptRepeated payment={payment} />
              {payment.stale && <StaleBadge />}
            </div>
            <PaymentActions
              payment={payment}
              {...actions}
              className="mt-3 border-t border-slate-100 pt-3"
            />
          </li>
        ))}
      </ul>
    </>
  );
}
