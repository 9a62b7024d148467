import { PagePlaceholder } from '@/components/page-placeholder';

export function PastRafflesPage() {
  return <PagePlaceholder title="Sorteos Anteriores" />;
}
