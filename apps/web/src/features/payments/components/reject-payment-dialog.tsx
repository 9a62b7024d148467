import { FailureAlert } from '@/components/ui/alert';
import { useId, useState, type FormEvent } from 'react';
import { messages, type Payment, PaymentReasonInputSchema } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useRejectPayment } from '../api/reject-payment';
import { formatPaymentAmount } from '../utils/payment-format';
import { ReasonField } from './reason-field';
import { Form } from '@/components/ui/form';

const m = messages.payments;

type RejectPaymentDialogProps = {
  payment: Payment;
  onClose: () => void;
  onRejected: (payment: Payment) => void;
};

/**
 * The reject prompt (docs/domain.md): a non-empty reason is required; cancelling does
 * nothing. The buyer receives the reason by e-mail and the numbers go back on sale.
 */
export function RejectPaymentDialog({ payment, onClose, onRejected }: RejectPaymentDialogProps) {
  const reject = useRejectPayment();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const formId = useId();

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const parsed = PaymentReasonInputSchema.safeParse({ reason });
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message ?? m.reasonRequired);
      return;
    }
    try {
      onRejected(await reject.mutateAsync({ id: payment.id, reason: parsed.data.reason }));
    } catch {
      // shown below from reject.error
    }
  }

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      dismissible={!reject.isPending}
      title={`Rechazar el pago #${payment.id}`}
      description={`${payment.customer_name} · ${formatPaymentAmount(payment.amount)} · ${payment.raffle_title}`}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={reject.isPending}>
            Cancelar
          </Button>
          <Button
            type="submit"
            form={formId}
            variant="danger"
            busy={reject.isPending}
            busyText="Rechazando..."
          >
            Rechazar pago
          </Button>
        </>
      }
    >
      <Form id={formId} onSubmit={handleSubmit} noValidate className="space-y-3">
        {reject.isError && <FailureAlert title={m.rejectFailed} error={reject.error} />}
        <ReasonField
          label="Motivo del rechazo"
          value={reason}
          error={invalid}
          hint="El comprador recibirá este motivo por correo y sus números volverán a estar disponibles."
          onChange={(text) => {
            setReason(text);
            setInvalid(null);
          }}
        />
      </Form>
    </Dialog>
  );
}
