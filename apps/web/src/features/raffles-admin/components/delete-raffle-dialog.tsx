import type { Raffle } from '@rifas/shared';
import { messages } from '@rifas/shared';
import { FailureAlert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteRaffle } from '../api/delete-raffle';

const m = messages.raffles;

type DeleteRaffleDialogProps = {
  raffle: Raffle;
  onClose: () => void;
  onDeleted: (message: string) => void;
};

/** Asks before deleting; a refusal shows 'Error al eliminar la rifa' with the server's reason. */
export function DeleteRaffleDialog({ raffle, onClose, onDeleted }: DeleteRaffleDialogProps) {
  const remove = useDeleteRaffle();

  return (
    <ConfirmDialog
      title="Eliminar rifa"
      confirmLabel="Eliminar"
      busyText="Eliminando..."
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() =>
        remove.mutate(raffle.id, { onSuccess: (result) => onDeleted(result.message) })
      }
      error={remove.isError && <FailureAlert title={m.deleteFailed} error={remove.error} />}
    >
      <p>
        ¿Seguro que deseas eliminar la rifa <strong>{raffle.title}</strong>? Esta acción no se puede
        deshacer.
      </p>
    </ConfirmDialog>
  );
}
