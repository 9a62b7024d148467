import { PagePlaceholder } from '@/components/page-placeholder';

export function ResetPasswordPage() {
  return <PagePlaceholder title="Restablecer contraseña" />;
}
