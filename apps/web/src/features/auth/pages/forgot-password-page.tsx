import { Link } from 'react-router';
import { RequestPasswordResetInputSchema, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRequestPasswordReset } from '../api/request-password-reset';
import { AuthHeading } from '../components/auth-heading';
import { TextField } from '@/components/ui/form-fields';
import { Form } from '@/components/ui/form';

const t = messages.auth;

/** docs/product.md Forgot-password screen: one field; the server's message on success. */
export function ForgotPasswordPage() {
  useDocumentTitle('Recuperar contraseña');
  const resetRequest = useRequestPasswordReset();
  const {
    register,
    submit,
    formError,
    formState: { errors },
  } = useSchemaForm({
    schema: RequestPasswordResetInputSchema,
    defaultValues: { email: '' },
    failureText: t.forgotFailed,
    onSubmit: (values) => resetRequest.mutateAsync(values),
  });

  return (
    <>
      <AuthHeading title="Recuperar contraseña">
        Escribe el email de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.
      </AuthHeading>
      <Form noValidate onSubmit={submit} className="space-y-4">
        {resetRequest.isSuccess && <Alert tone="success">{resetRequest.data.message}</Alert>}
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={resetRequest.isPending}
          busyText="Enviando..."
        >
          Enviar enlace
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Volver a iniciar sesión
        </Link>
      </p>
    </>
  );
}
