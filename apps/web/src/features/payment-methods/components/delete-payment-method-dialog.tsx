import { messages, type PaymentMethod } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { ApiError } from '@/lib/api-client';
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
  const reason =
    remove.error instanceof ApiError && remove.error.body?.error ? remove.error.body.error : null;

  async function handleDelete() {
    try {
      const result = await remove.mutateAsync(method.id);
      onDeleted(result.message);
    } catch {
      // shown below from remove.error
    }
  }

  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      dismissible={!remove.isPending}
      title="Eliminar método de pago"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={remove.isPending}>
            Cancelar
          </Button>
          <Button
            variant="danger"
            onClick={handleDelete}
            busy={remove.isPending}
            busyText="Eliminando..."
          >
            Eliminar
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        <p>
          ¿Seguro que deseas eliminar <strong>{method.name}</strong>? Los pagos ya registrados
          conservan el nombre del método.
        </p>
        {remove.isError && <Alert title={messages.paymentMethods.deleteFailed}>{reason}</Alert>}
      </div>
    </Dialog>
  );
}
