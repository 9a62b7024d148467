import { useId } from 'react';
import { UpdateUserInputSchema, messages, type User, format } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useUpdateUser } from '../api/update-user';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { TextField } from '@/components/ui/form-fields';
import { RoleSelect } from './role-select';
import { Form } from '@/components/ui/form';

const u = messages.users;

type EditUserDialogProps = {
  user: User;
  onClose: () => void;
  onSaved: (message: string) => void;
};

/** Name, e-mail, phone and role (user or admin). A role change logs the user out. */
export function EditUserDialog({ user, onClose, onSaved }: EditUserDialogProps) {
  const formId = useId();
  const updateUser = useUpdateUser();
  const {
    register,
    submit,
    formError,
    formState: { errors },
  } = useSchemaForm({
    schema: UpdateUserInputSchema,
    defaultValues: {
      full_name: user.full_name,
      email: user.email,
      phone: user.phone ?? '',
      role: user.role,
    },
    failureText: (err) => format(u.updateFailed, { reason: errorMessage(err) }),
    onSubmit: async (input) => {
      await updateUser.mutateAsync({ id: user.id, input });
      onSaved(u.updated);
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Editar usuario"
      description={user.email}
      dismissible={!updateUser.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={updateUser.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} busy={updateUser.isPending} busyText="Guardando...">
            Guardar cambios
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label="Nombre completo"
          autoComplete="off"
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Teléfono (opcional)"
            type="tel"
            autoComplete="off"
            error={errors.phone?.message}
            {...register('phone')}
          />
          <RoleSelect
            currentRole={user.role}
            error={errors.role?.message}
            data-autofocus
            {...register('role')}
          />
        </div>
        <p className="text-xs text-slate-500">
          Cambiar el rol cierra las sesiones abiertas de este usuario.
        </p>
      </Form>
    </Dialog>
  );
}
