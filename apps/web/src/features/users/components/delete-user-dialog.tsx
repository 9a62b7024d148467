import { messages, type User } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useDeleteUser } from '../api/delete-user';
import { serverReason } from '../failure';

const u = messages.users;

type DeleteUserDialogProps = {
  user: User;
  onClose: () => void;
  onDeleted: (message: string) => void;
};

/** Asks before deleting. Payments keep their own copy of the buyer's data (DESIGN §3). */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const deleteUser = useDeleteUser();
  const reason = deleteUser.isError ? serverReason(deleteUser.error) : null;

  return (
    <Dialog
      open
      onClose={onClose}
      title="Eliminar usuario"
      size="sm"
      dismissible={!deleteUser.isPending}
      footer={
        <>
          <Button
            variant="outline"
            onClick={onClose}
            disabled={deleteUser.isPending}
            data-autofocus
          >
            Cancelar
          </Button>
          <Button
            variant="danger"
            busy={deleteUser.isPending}
            busyText="Eliminando..."
            onClick={() => deleteUser.mutate(user.id, { onSuccess: () => onDeleted(u.deleted) })}
          >
            Eliminar
          </Button>
        </>
      }
    >
      <div className="space-y-4">
        {deleteUser.isError && (
          <Alert title={u.deleteFailed}>{reason !== u.deleteFailed ? reason : null}</Alert>
        )}
        <p className="text-sm text-slate-700">
          ¿Seguro que quieres eliminar a <strong>{user.full_name}</strong> ({user.email})? Esta
          acción no se puede deshacer.
        </p>
      </div>
    </Dialog>
  );
}
