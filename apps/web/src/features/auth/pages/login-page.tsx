import { PagePlaceholder } from '@/components/page-placeholder';

export function LoginPage() {
  return <PagePlaceholder title="Iniciar Sesión" />;
}
