import { PagePlaceholder } from '@/components/page-placeholder';

export function CreateRafflePage() {
  return <PagePlaceholder title="Nueva Rifa" />;
}
