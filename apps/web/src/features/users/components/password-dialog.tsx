import { useId } from 'react';
import {
  AdminPasswordFormSchema,
  PASSWORD_MIN_LENGTH,
  messages,
  type User,
  format,
} from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSetUserPassword } from '../api/set-user-password';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { PasswordField } from '@/components/ui/form-fields';
import { Form } from '@/components/ui/form';
import { useSession } from '@/lib/session';

const u = messages.users;

type PasswordDialogProps = {
  user: User;
  onClose: () => void;
  onChanged: (message: string) => void;
};

/** The admin sets a user's password directly (PUT /auth/:id/admin-password). */
export function PasswordDialog({ user, onClose, onChanged }: PasswordDialogProps) {
  const formId = useId();
  const setPassword = useSetUserPassword();
  const own = useSession()?.id === user.id;
  const {
    register,
    submit,
    formError,
    setError,
    formState: { errors },
  } = useSchemaForm({
    schema: AdminPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '', currentPassword: '' },
    // The spec: the server's reason in the dialog's text, else the reset's own.
    failureText: (err) =>
      errorMessage(err, '')
        ? format(u.passwordUpdateFailed, { reason: errorMessage(err) })
        : u.resetPasswordFailed,
    onSubmit: async ({ newPassword, currentPassword }) => {
      // Checked here, not in the schema: whether it is asked depends on whose account this is.
      if (own && !currentPassword) {
        setError('currentPassword', { message: u.currentPasswordRequired }, { shouldFocus: true });
        return;
      }
      await setPassword.mutateAsync({
        id: user.id,
        newPassword,
        ...(own ? { currentPassword } : {}),
      });
      onChanged(u.passwordUpdated);
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Cambiar contraseña"
      description={`${user.full_name} (${user.email}). Se cerrarán sus sesiones abiertas.`}
      dismissible={!setPassword.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={setPassword.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} busy={setPassword.isPending} busyText="Guardando...">
            Cambiar contraseña
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {formError && <Alert>{formError}</Alert>}
        {own && (
          <PasswordField
            label="Tu contraseña actual"
            autoComplete="current-password"
            error={errors.currentPassword?.message}
            {...register('currentPassword')}
          />
        )}
        <PasswordField
          label="Nueva contraseña"
          autoComplete="new-password"
          placeholder={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres`}
          error={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirmar contraseña"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </Form>
    </Dialog>
  );
}
