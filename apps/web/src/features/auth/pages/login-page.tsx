import { Link, useLocation } from 'react-router';
import { LoginInputSchema, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLogin } from '../api/login';
import { useAuth } from '../auth-context';
import { AuthHeading } from '../components/auth-heading';
import { PasswordField, TextField } from '@/components/ui/form-fields';
import { readLoginEmail, readLoginNotice } from '../login-notice';
import { Form } from '@/components/ui/form';

const t = messages.auth;

/** docs/product.md Login screen. Success reloads the app on /admin (admins) or / (everyone else). */
export function LoginPage() {
  useDocumentTitle(t.loginButton);
  const location = useLocation();
  const notice = readLoginNotice(location.state);
  const { login: saveLogin } = useAuth();
  const loginMutation = useLogin();
  const {
    register,
    submit,
    formError,
    formState: { errors },
  } = useSchemaForm({
    schema: LoginInputSchema,
    defaultValues: { email: readLoginEmail(location.state), password: '' },
    failureText: t.loginFailed,
    onSubmit: async (values) => {
      const { token, user } = await loginMutation.mutateAsync(values);
      saveLogin(token, user);
      // A full reload, as the spec says: the app starts over with the new session.
      window.location.assign(user.role === 'admin' ? '/admin' : '/');
    },
  });

  // Stays busy after success while the browser loads the next page.
  const busy = loginMutation.isPending || loginMutation.isSuccess;

  return (
    <>
      <AuthHeading title={t.loginButton}>Ingresa con tu email y tu contraseña.</AuthHeading>
      <Form noValidate onSubmit={submit} className="space-y-4">
        {notice && !formError && <Alert tone={notice.tone}>{notice.text}</Alert>}
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label="Contraseña"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <div className="flex justify-end">
          <Link
            to="/forgot-password"
            className="text-sm font-semibold text-brand-700 hover:text-brand-800 hover:underline"
          >
            ¿Olvidaste tu contraseña?
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" busy={busy} busyText={t.loggingIn}>
          {t.loginButton}
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        ¿No tienes una cuenta?{' '}
        <Link to="/register" className="font-semibold text-brand-700 hover:underline">
          Regístrate
        </Link>
      </p>
    </>
  );
}
