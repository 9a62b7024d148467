import { PagePlaceholder } from '@/components/page-placeholder';

export function ForgotPasswordPage() {
  return <PagePlaceholder title="Recuperar contraseña" />;
}
