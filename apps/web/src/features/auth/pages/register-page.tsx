import { PagePlaceholder } from '@/components/page-placeholder';

export function RegisterPage() {
  return <PagePlaceholder title="Crear cuenta" />;
}
