import type { Raffle } from '@rifas/shared';
import { messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteRaffle } from '../api/delete-raffle';
import { serverErrorOr } from '../server-error';

const m = messages.raffles;

type DeleteRaffleDialogProps = {
  raffle: Raffle;
  onClose: () => void;
  onDeleted: (message: string) => void;
};

/** Asks before deleting; a refusal shows 'Error al eliminar la rifa' with the server's reason. */
export function DeleteRaffleDialog({ raffle, onClose, onDeleted }: DeleteRaffleDialogProps) {
  const remove = useDeleteRaffle();
  // The server's reason, e.g. 'No se puede eliminar la rifa porque tiene pagos registrados'.
  const reason = serverErrorOr(remove.error, '') || null;

  async function handleDelete() {
    try {
      const result = await remove.mutateAsync(raffle.id);
      onDeleted(result.message);
    } catch {
      // shown below from remove.error
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      dismissible={!remove.isPending}
      size="sm"
      title="Eliminar rifa"
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
          ¿Seguro que deseas eliminar la rifa <strong>{raffle.title}</strong>? Esta acción no se
          puede deshacer.
        </p>
        {remove.isError && <Alert title={m.deleteFailed}>{reason}</Alert>}
      </div>
    </Dialog>
  );
}
