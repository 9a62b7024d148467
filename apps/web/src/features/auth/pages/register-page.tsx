import { Link, useNavigate } from 'react-router';
import { PASSWORD_MIN_LENGTH, RegisterFormSchema, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useSchemaForm } from '@/lib/use-schema-form';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegister } from '../api/register';
import { AuthHeading } from '../components/auth-heading';
import { PasswordField, TextField } from '@/components/ui/form-fields';
import { loginState } from '../login-notice';
import { Form } from '@/components/ui/form';

const t = messages.auth;

/** docs/product.md Register screen: on success, /login with 'Registro exitoso. Por favor verifica tu email.'. */
export function RegisterPage() {
  useDocumentTitle('Crear cuenta');
  const navigate = useNavigate();
  const registerMutation = useRegister();
  const {
    register,
    submit,
    formError,
    formState: { errors },
  } = useSchemaForm({
    schema: RegisterFormSchema,
    defaultValues: { full_name: '', email: '', phone: '', password: '', confirmPassword: '' },
    failureText: t.registerFailed,
    // The confirmation is checked by the schema and never sent (docs/domain.md).
    onSubmit: async ({ confirmPassword: _confirmation, ...input }) => {
      const answer = await registerMutation.mutateAsync(input);
      void navigate('/login', {
        state: loginState('success', answer.message || t.registerSuccess),
      });
    },
  });

  return (
    <>
      <AuthHeading title="Crear cuenta">Completa tus datos para crear tu cuenta.</AuthHeading>
      <Form noValidate onSubmit={submit} className="space-y-4">
        {formError && <Alert>{formError}</Alert>}
        <TextField
          label="Nombre completo"
          autoComplete="name"
          error={errors.full_name?.message}
          {...register('full_name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label="Teléfono (opcional)"
          type="tel"
          autoComplete="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <PasswordField
          label="Contraseña"
          autoComplete="new-password"
          placeholder={`Mínimo ${PASSWORD_MIN_LENGTH} caracteres`}
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirmar contraseña"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <Button
          type="submit"
          size="lg"
          className="w-full"
          busy={registerMutation.isPending}
          busyText="Registrando..."
        >
          Registrarse
        </Button>
      </Form>
      <p className="mt-6 text-center text-sm text-slate-600">
        ¿Ya tienes una cuenta?{' '}
        <Link to="/login" className="font-semibold text-brand-700 hover:underline">
          Inicia sesión
        </Link>
      </p>
    </>
  );
}
