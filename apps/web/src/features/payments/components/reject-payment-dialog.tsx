import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { messages, type Payment, PaymentReasonInputSchema } from '@rifas/shared';
import { FailureAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { clearingRegister } from '@/lib/form-errors';
import { useRejectPayment } from '../api/reject-payment';
import { formatAmountDueWithDollars } from './amount-due';
import { ReasonField } from './reason-field';

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
  const formId = useId();
  const form = useForm({
    resolver: zodResolver(PaymentReasonInputSchema),
    defaultValues: { reason: '' },
    // Checked on submit only; editing the reason clears its error.
    reValidateMode: 'onSubmit',
  });
  const register = clearingRegister(form);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ reason }) => {
    try {
      onRejected(await reject.mutateAsync({ id: payment.id, reason }));
    } catch {
      // shown below from reject.error
    }
  });

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      dismissible={!reject.isPending}
      title={`Rechazar el pago #${payment.id}`}
      description={`${payment.customer_name} · ${formatAmountDueWithDollars(payment)} · ${payment.raffle_title}`}
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
      <Form id={formId} onSubmit={onSubmit} noValidate className="space-y-3">
        {reject.isError && <FailureAlert title={m.rejectFailed} error={reject.error} />}
        <ReasonField
          label="Motivo del rechazo"
          registration={register('reason')}
          error={errors.reason?.message}
          onPick={(reason) => {
            form.setValue('reason', reason);
            form.clearErrors('reason');
          }}
          hint="El comprador recibirá este motivo por correo y sus números volverán a estar disponibles."
        />
      </Form>
    </Dialog>
  );
}
