import { useId } from 'react';
import { AdminResetLinkFormSchema, messages, type User, format } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useSendResetLink } from '../api/send-reset-link';
import { errorMessage } from '@/lib/api-client';
import { useSchemaForm } from '@/lib/use-schema-form';
import { TextField } from '@/components/ui/form-fields';
import { Form } from '@/components/ui/form';

const u = messages.users;

type ResetLinkDialogProps = {
  user: User;
  onClose: () => void;
  onSent: (message: string) => void;
};

/** E-mails the user a link to choose a new password (the forgot-password call). */
export function ResetLinkDialog({ user, onClose, onSent }: ResetLinkDialogProps) {
  const formId = useId();
  const sendLink = useSendResetLink();
  const {
    register,
    submit,
    formError,
    formState: { errors },
  } = useSchemaForm({
    schema: AdminResetLinkFormSchema,
    defaultValues: { email: user.email },
    failureText: (err) => format(u.resetRequestFailed, { reason: errorMessage(err) }),
    onSubmit: async ({ email }) => {
      await sendLink.mutateAsync(email);
      onSent(u.resetEmailSent);
    },
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title="Enviar enlace de restablecimiento"
      description={`${user.full_name} recibirá un enlace para elegir una nueva contraseña. El enlace vence en 1 hora.`}
      dismissible={!sendLink.isPending}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={sendLink.isPending}>
            Cancelar
          </Button>
          <Button type="submit" form={formId} busy={sendLink.isPending} busyText="Enviando...">
            Enviar enlace
          </Button>
        </>
      }
    >
      <Form id={formId} noValidate onSubmit={submit} className="space-y-4">
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label="Email del usuario"
          type="email"
          autoComplete="off"
          error={errors.email?.message}
          {...register('email')}
        />
      </Form>
    </Dialog>
  );
}
