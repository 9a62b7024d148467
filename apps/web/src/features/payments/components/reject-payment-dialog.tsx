import { useId, useState, type FormEvent } from 'react';
import { messages, PaymentReasonInputSchema } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FieldError, FieldHint, Label, Textarea } from '@/components/ui/input';
import { useRejectPayment } from '../api/reject-payment';
import { formatPaymentAmount } from '../utils/payment-format';
import { ReviewFailure } from './review-failure';
import type { PaymentView } from '../api/payment-view';

const m = messages.payments;

type RejectPaymentDialogProps = {
  payment: PaymentView;
  onClose: () => void;
  onRejected: (payment: PaymentView) => void;
};

/**
 * The reject prompt (SPEC §5): a non-empty reason is required; cancelling does
 * nothing. The buyer receives the reason by e-mail and the numbers go back on sale.
 */
export function RejectPaymentDialog({ payment, onClose, onRejected }: RejectPaymentDialogProps) {
  const reject = useRejectPayment();
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const fieldId = useId();
  const errorId = useId();
  const hintId = useId();

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
            form={fieldId + '-form'}
            variant="danger"
            busy={reject.isPending}
            busyText="Rechazando..."
          >
            Rechazar pago
          </Button>
        </>
      }
    >
      <form id={fieldId + '-form'} onSubmit={handleSubmit} noValidate className="space-y-3">
        {reject.isError && <ReviewFailure title={m.rejectFailed} error={reject.error} />}
        <div>
          <Label htmlFor={fieldId} required>
            Motivo del rechazo
          </Label>
          <Textarea
            id={fieldId}
            data-autofocus
            rows={3}
            maxLength={500}
            value={reason}
            invalid={Boolean(invalid)}
            aria-describedby={invalid ? errorId : hintId}
            placeholder="Ej.: la referencia no aparece en el banco"
            onChange={(event) => {
              setReason(event.target.value);
              setInvalid(null);
            }}
          />
          <FieldError id={errorId}>{invalid}</FieldError>
          {!invalid && (
            <FieldHint id={hintId}>
              El comprador recibirá este motivo por correo y sus números volverán a estar
              disponibles.
            </FieldHint>
          )}
        </div>
      </form>
    </Dialog>
  );
}
