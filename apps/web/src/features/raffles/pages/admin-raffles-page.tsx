import { PagePlaceholder } from '@/components/page-placeholder';

export function AdminRafflesPage() {
  return <PagePlaceholder title="Rifas" />;
}
