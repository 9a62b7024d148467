import { messages, type User } from '@rifas/shared';
import { FailureAlert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteUser } from '../api/delete-user';

const u = messages.users;

type DeleteUserDialogProps = {
  user: User;
  onClose: () => void;
  onDeleted: (message: string) => void;
};

/** Asks before deleting. Payments keep their own copy of the buyer's data (docs/domain.md). */
export function DeleteUserDialog({ user, onClose, onDeleted }: DeleteUserDialogProps) {
  const deleteUser = useDeleteUser();

  return (
    <ConfirmDialog
      title="Eliminar usuario"
      confirmLabel="Eliminar"
      busyText="Eliminando..."
      pending={deleteUser.isPending}
      onClose={onClose}
      onConfirm={() => deleteUser.mutate(user.id, { onSuccess: () => onDeleted(u.deleted) })}
      error={deleteUser.isError && <FailureAlert title={u.deleteFailed} error={deleteUser.error} />}
    >
      <p>
        ¿Seguro que quieres eliminar a <strong>{user.full_name}</strong> ({user.email})? Esta acción
        no se puede deshacer.
      </p>
    </ConfirmDialog>
  );
}
