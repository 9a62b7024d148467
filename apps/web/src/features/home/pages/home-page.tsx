import { PagePlaceholder } from '@/components/page-placeholder';

export function HomePage() {
  return <PagePlaceholder title="Inicio" />;
}
