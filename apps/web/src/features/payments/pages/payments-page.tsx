import { PagePlaceholder } from '@/components/page-placeholder';

export function PaymentsPage() {
  return <PagePlaceholder title="Pagos" />;
}
