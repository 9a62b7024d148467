import type { ReactNode } from 'react';
import { canApplyPaymentAction, messages, type Payment } from '@rifas/shared';
import { Alert, FailureAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { WhatsAppLink } from '@/components/whatsapp-link';
import { formatDate, useDateFormat } from '@/lib/format';
import { usePayment } from '../api/get-payment';
import { useValidatePayment } from '../api/validate-payment';
import { formatPaymentDate, formatPaymentNumbers, type NumberRange } from '../utils/payment-format';
import { AmountDue } from './amount-due';
import { CurrencyPrices } from './currency-prices';
import { PaymentReceipt } from './payment-receipt';
import { PaymentSale } from './payment-sale';
import { DuplicateReference } from './duplicate-reference';
import { ReceiptRepeated } from './receipt-repeated';
import { PaymentStatusBadge } from './payment-status-badge';
import { useCustomFieldLabels } from '../api/get-payment-method';

type PaymentDetailDialogProps = {
  payment: Payment;
  range?: NumberRange;
  onClose: () => void;
  onValidated: (payment: Payment) => void;
  onReject: (payment: Payment) => void;
  /** Opens the next pending payment of the list ('Siguiente pendiente'), when there is one. */
  onNext?: (() => void) | undefined;
  /** Above the payment: what became of the one reviewed just before (issue 40). */
  banner?: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{title}</h3>
      {children}
    </section>
  );
}

function Fields({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[minmax(0,8rem)_1fr] gap-x-4 gap-y-1.5 text-sm">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-slate-500">{label}</dt>
          <dd className="min-w-0 break-words text-slate-800">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * Everything about one payment (docs/product.md detail dialog), read fresh so the
 * receipt link is valid. While pending, validating here is the second tap.
 */
export function PaymentDetailDialog({
  payment: fromList,
  range,
  onClose,
  onValidated,
  onReject,
  onNext,
  banner,
}: PaymentDetailDialogProps) {
  const query = usePayment(fromList.id, fromList);
  const payment = query.data ?? fromList;
  const validate = useValidatePayment();
  const { formatDateTime } = useDateFormat();
  const pending = canApplyPaymentAction('validate', payment.status);
  const extraData = Object.entries(payment.transaction_data);
  // A custom field shows its label; a field the method no longer has keeps its name.
  const labels = useCustomFieldLabels(payment.payment_method_id);

  async function handleValidate() {
    try {
      onValidated(await validate.mutateAsync(payment.id));
    } catch {
      // shown below from validate.error
    }
  }

  return (
    <Dialog
      open
      size="xl"
      onClose={onClose}
      dismissible={!validate.isPending}
      title={`Pago #${payment.id}`}
      description={payment.raffle_title}
      footer={
        pending ? (
          <>
            {onNext && (
              <Button variant="ghost" onClick={onNext} disabled={validate.isPending}>
                Siguiente pendiente
              </Button>
            )}
            <Button
              variant="outline"
              onClick={() => onReject(payment)}
              disabled={validate.isPending}
              className="text-red-700 hover:bg-red-50"
            >
              Rechazar
            </Button>
            <Button
              variant="success"
              onClick={() => void handleValidate()}
              busy={validate.isPending}
              busyText="Validando..."
            >
              Validar pago
            </Button>
          </>
        ) : (
          <>
            {onNext && (
              <Button variant="ghost" onClick={onNext}>
                Siguiente pendiente
              </Button>
            )}
            <Button variant="outline" onClick={onClose}>
              Cerrar
            </Button>
          </>
        )
      }
    >
      <div className="space-y-5">
        {banner}
        {validate.isError && (
          <FailureAlert title={messages.payments.validateFailed} error={validate.error} />
        )}
        {query.isError && (
          <Alert tone="warning">
            No se pudo actualizar el pago; se muestran los datos de la lista.
          </Alert>
        )}
        <AmountDue payment={payment} />
        {payment.sale && <PaymentSale sale={payment.sale} />}
        <div className="flex flex-wrap items-center gap-2">
          <PaymentStatusBadge status={payment.status} />
          <DuplicateReference payment={payment} />
          <ReceiptRepeated payment={payment} />
        </div>

        <div className="grid gap-5 md:grid-cols-[minmax(0,1fr)_16rem]">
          {/* On phones the receipt comes first: it is what the operator checks. */}
          <div className="md:order-2">
            <Section title="Comprobante de pago">
              <PaymentReceipt capture={payment.capture} paymentId={payment.id} />
            </Section>
          </div>
          <div className="min-w-0 space-y-5 md:order-1">
            <Section title="Pago">
              <Fields
                rows={[
                  ['Estado', <PaymentStatusBadge key="s" status={payment.status} />],
                  ['Método', payment.payment_method],
                  [
                    'Referencia',
                    payment.reference_number ? (
                      <span className="font-mono break-all">{payment.reference_number}</span>
                    ) : (
                      '—'
                    ),
                  ],
                  ['Fecha de pago', formatPaymentDate(payment.payment_date, formatDate)],
                  ['Registrado', formatDateTime(payment.created_at)],
                  ...(payment.reviewed_at
                    ? [['Revisado', formatDateTime(payment.reviewed_at)] as [string, ReactNode]]
                    : []),
                  ...(payment.rejection_reason
                    ? [['Motivo del rechazo', payment.rejection_reason] as [string, ReactNode]]
                    : []),
                  ...(payment.refund_reason
                    ? [['Motivo del reembolso', payment.refund_reason] as [string, ReactNode]]
                    : []),
                ]}
              />
            </Section>

            <Section title="Cliente">
              <Fields
                rows={[
                  ['Nombre', payment.customer_name],
                  [
                    'Email',
                    <a
                      key="e"
                      href={`mailto:${payment.customer_email}`}
                      className="break-all text-brand-700 hover:underline"
                    >
                      {payment.customer_email}
                    </a>,
                  ],
                  [
                    'Teléfono',
                    <span key="t">
                      <a
                        href={`tel:${payment.customer_phone}`}
                        className="text-brand-700 hover:underline"
                      >
                        {payment.customer_phone}
                      </a>
                      <WhatsAppLink phone={payment.customer_phone} />
                    </span>,
                  ],
                  ['Documento', payment.customer_id],
                  ['Números', formatPaymentNumbers(payment.numbers, range)],
                ]}
              />
            </Section>

            <Section title="Precios por moneda">
              <CurrencyPrices value={payment.precio_moneda} />
            </Section>

            <Section title="Datos adicionales de la transacción">
              {extraData.length === 0 ? (
                <p className="text-sm text-slate-500">Sin datos adicionales</p>
              ) : (
                <Fields
                  rows={extraData.map(([key, value]) => [
                    labels.get(key) ?? key,
                    typeof value === 'string' ? value : JSON.stringify(value),
                  ])}
                />
              )}
            </Section>
          </div>
        </div>
      </div>
    </Dialog>
  );
}
