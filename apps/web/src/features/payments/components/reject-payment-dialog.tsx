import { useId } from 'react';
import { messages, type Payment, PaymentReasonInputSchema } from '@rifas/shared';
import { FailureAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';
import { useSchemaForm } from '@/lib/use-schema-form';
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
  const form = useSchemaForm({
    schema: PaymentReasonInputSchema,
    defaultValues: { reason: '' },
    clearOnEdit: true,
    onSubmit: async ({ reason }) =>
      onRejected(await reject.mutateAsync({ id: payment.id, reason })),
  });
  const {
    register,
    failure,
    formState: { errors },
  } = form;

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
      <Form id={formId} onSubmit={form.submit} noValidate className="space-y-3">
        {failure !== null && <FailureAlert title={m.rejectFailed} error={failure} />}
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
