import { FailureAlert } from '@/components/ui/alert';
import { TriangleAlert } from 'lucide-react';
import { messages, type Payment } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useValidatePayment } from '../api/validate-payment';
import {
  formatPaymentAmount,
  formatPaymentNumbers,
  type NumberRange,
} from '../utils/payment-format';
import { formatAmountDue } from './amount-due';
import { PaymentReceipt } from './payment-receipt';

type ValidatePaymentDialogProps = {
  payment: Payment;
  range?: NumberRange;
  onClose: () => void;
  onValidated: (payment: Payment) => void;
};

/**
 * The second tap of "validate from the list": what is being confirmed (amount,
 * reference, receipt) and what follows (numbers sold, buyer e-mailed).
 */
export function ValidatePaymentDialog({
  payment,
  range,
  onClose,
  onValidated,
}: ValidatePaymentDialogProps) {
  const validate = useValidatePayment();

  async function handleConfirm() {
    try {
      onValidated(await validate.mutateAsync(payment.id));
    } catch {
      // shown below from validate.error
    }
  }

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      dismissible={!validate.isPending}
      title={`Validar el pago #${payment.id}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={validate.isPending}>
            Cancelar
          </Button>
          <Button
            variant="success"
            onClick={() => void handleConfirm()}
            busy={validate.isPending}
            busyText="Validando..."
            data-autofocus
          >
            Confirmar validación
          </Button>
        </>
      }
    >
      <div className="space-y-4 text-sm text-slate-700">
        {validate.isError && (
          <FailureAlert title={messages.payments.validateFailed} error={validate.error} />
        )}
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
          {/* What her bank app shows first: the method's currency, then dollars (issue 40). */}
          <dt className="text-slate-500">Monto</dt>
          <dd className="text-slate-900">
            <span className="text-lg font-bold tabular-nums">{formatAmountDue(payment)}</span>
            {payment.amount_due.codigo !== 'USD' && (
              <span className="ml-2 text-slate-600 tabular-nums">
                {formatPaymentAmount(payment.amount)}
              </span>
            )}
          </dd>
          <dt className="text-slate-500">Cliente</dt>
          <dd className="break-words">{payment.customer_name}</dd>
          <dt className="text-slate-500">Método</dt>
          <dd>{payment.payment_method}</dd>
          {payment.reference_number && (
            <>
              <dt className="text-slate-500">Referencia</dt>
              <dd className="font-mono break-all">{payment.reference_number}</dd>
            </>
          )}
          <dt className="text-slate-500">Números</dt>
          <dd>{formatPaymentNumbers(payment.numbers, range)}</dd>
        </dl>
        {payment.duplicate_reference && (
          <p className="flex gap-2 rounded-lg bg-red-50 p-3 text-red-800">
            <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {messages.payments.duplicateReference}. Revisa que no sea el mismo comprobante.
          </p>
        )}
        <PaymentReceipt capture={payment.capture} paymentId={payment.id} compact />
        <p>Los números quedarán vendidos y el comprador recibirá un correo de confirmación.</p>
      </div>
    </Dialog>
  );
}
