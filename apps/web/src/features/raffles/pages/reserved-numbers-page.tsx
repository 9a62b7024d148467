import { PagePlaceholder } from '@/components/page-placeholder';

export function ReservedNumbersPage() {
  return <PagePlaceholder title="Números reservados" />;
}
