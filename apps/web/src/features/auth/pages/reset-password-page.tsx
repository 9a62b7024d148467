import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ResetPasswordFormSchema, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useResetPassword } from '../api/reset-password';
import { AuthHeading } from '../components/auth-heading';
import { PasswordField } from '@/components/ui/form-fields';
import { loginState } from '../login-notice';
import { Form } from '@/components/ui/form';

const t = messages.auth;
const TITLE = 'Restablecer contraseña';

/** docs/domain.md: the reset screen goes to /login this long after a success. */
export const RESET_REDIRECT_MS = 3000;

/** docs/product.md Reset-password screen; the token comes from ?token= of the e-mailed link. */
export function ResetPasswordPage() {
  useDocumentTitle(TITLE);
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';

  if (!token) {
    return (
      <>
        <AuthHeading title={TITLE} />
        <Alert>{t.resetTokenInvalid}</Alert>
        <Link
          to="/login"
          className={buttonClasses({ variant: 'outline', size: 'lg', className: 'mt-6 w-full' })}
        >
          Volver a iniciar sesión
        </Link>
      </>
    );
  }
  return <ResetPasswordForm token={token} />;
}

function ResetPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    submit,
    formError,
    formState: { errors },
  } = useSchemaForm({
    schema: ResetPasswordFormSchema,
    defaultValues: { newPassword: '', confirmPassword: '' },
    failureText: t.resetFailed,
    onSubmit: ({ newPassword }) => reset.mutateAsync({ token, newPassword }),
  });

  const successMessage = reset.data?.message;
  useEffect(() => {
    if (!successMessage) return;
    const timer = window.setTimeout(
      () =>
        void navigate('/login', { replace: true, state: loginState('success', successMessage) }),
      RESET_REDIRECT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [successMessage, navigate]);

  return (
    <>
      <AuthHeading title={TITLE}>Elige una nueva contraseña para tu cuenta.</AuthHeading>
      <Form noValidate onSubmit={submit} className="space-y-4">
        {reset.isSuccess && (
          <Alert tone="success">
            {reset.data.message}
            <span className="mt-1 block text-xs">Te llevaremos a iniciar sesión...</span>
          </Alert>
        )}
        {formError && (
          <Alert
            action={
              <Link to="/forgot-password" className="font-semibold underline">
                Solicitar un nuevo enlace
              </Link>
            }
          >
            {formError}
          </Alert>
        )}
        <PasswordField
          label="Nueva contraseña"
          autoComplete="new-password"
          placeholder="Mínimo 6 caracteres"
          error={errors.newPassword?.message}
          disabled={reset.isSuccess}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirmar contraseña"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          disabled={reset.isSuccess}
          {...register('confirmPassword')}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={reset.isPending}
          busyText="Guardando..."
          disabled={reset.isSuccess}
        >
          Restablecer contraseña
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
