import { Link } from 'react-router';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RequestPasswordResetInputSchema, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
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
    handleSubmit,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(RequestPasswordResetInputSchema),
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit((values) => resetRequest.mutate(values));

  return (
    <>
      <AuthHeading title="Recuperar contraseña">
        Escribe el email de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.
      </AuthHeading>
      <Form noValidate onSubmit={onSubmit} className="space-y-4">
        {resetRequest.isSuccess && <Alert tone="success">{resetRequest.data.message}</Alert>}
        {resetRequest.isError && <Alert>{errorMessage(resetRequest.error, t.forgotFailed)}</Alert>}
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
