import { PagePlaceholder } from '@/components/page-placeholder';

export function VerifyEmailPage() {
  return <PagePlaceholder title="Verificación de email" />;
}
