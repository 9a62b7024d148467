import { PagePlaceholder } from '@/components/page-placeholder';

export function RafflesPage() {
  return <PagePlaceholder title="Sorteos Activos" />;
}
