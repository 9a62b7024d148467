import { useId } from 'react';
import { CreateUserFormSchema, PASSWORD_MIN_LENGTH, messages, format } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useCreateUser } from '../api/create-user';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { PasswordField, TextField } from '@/components/ui/form-fields';
import { RoleSelect } from './role-select';
import { Form } from '@/components/ui/form';

const u = messages.users;

type CreateUserDialogProps = { onClose: () => void; onCreated: (message: string) => void };

/** 'Nuevo usuario': an admin creates a verified account, user or admin (docs/domain.md Create user). */
export function CreateUserDialog({ onClose, onCreated }: CreateUserDialogProps) {
  const formId = useId();
  const createUser = useCreateUser();
  const {
    register,
    submit,
    formError,
    formState: { errors },
  } = useSchemaForm({
    schema: CreateUserFormSchema,
    defaultValues: {
      full_name: '',
      email: '',
      phone: '',
      role: 'user',
      password: '',
      confirmPassword: '',
    },
    failureText: (err) => format(u.createFailed, { reason: errorMessage(err) }),
    // The confirmation is checked by the schema and never sent.
    onSubmit: async ({ confirmPassword: _confirmation, ...input }) => {
      await createUser.mutateAsync(input);
      onCreated(u.created);
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Nuevo usuario"
      description="La cuenta queda verificada y puede iniciar sesión de inmediato."
      dismissible={!createUser.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={createUser.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} busy={createUser.isPending} busyText="Creando...">
            Crear usuario
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label="Nombre completo"
          required
          autoComplete="off"
          error={errors.full_name?.message}
          data-autofocus
          {...register('full_name')}
        />
        <TextField
          label="Email"
          required
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
          <RoleSelect error={errors.role?.message} {...register('role')} />
        </div>
        <PasswordField
          label="Contraseña"
          required
          autoComplete="new-password"
          placeholder={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres`}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirmar contraseña"
          required
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
      </Form>
    </Dialog>
  );
}
