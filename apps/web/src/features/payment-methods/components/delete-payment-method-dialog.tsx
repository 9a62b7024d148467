import { messages, type PaymentMethod } from '@rifas/shared';
import { FailureAlert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeletePaymentMethod } from '../api/delete-payment-method';

type DeletePaymentMethodDialogProps = {
  method: PaymentMethod;
  onClose: () => void;
  onDeleted: (message: string) => void;
};

/** Asks before deleting; a failure shows 'Error al eliminar el método de pago'. */
export function DeletePaymentMethodDialog({
  method,
  onClose,
  onDeleted,
}: DeletePaymentMethodDialogProps) {
  const remove = useDeletePaymentMethod();

  return (
    <ConfirmDialog
      title="Eliminar método de pago"
      confirmLabel="Eliminar"
      busyText="Eliminando..."
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(method.id, { onSuccess: (result) => onDeleted(result.message) })
      }
      error={
        remove.isError && (
          <FailureAlert title={messages.paymentMethods.deleteFailed} error={remove.error} />
        )
      }
    >
      <p>
        ¿Seguro que deseas eliminar <strong>{method.name}</strong>? Los pagos ya registrados
        conservan el nombre del método.
      </p>
    </ConfirmDialog>
  );
}
