import { PagePlaceholder } from '@/components/page-placeholder';

export function RaffleDetailPage() {
  return <PagePlaceholder title="Detalle de la rifa" />;
}
