import { PagePlaceholder } from '@/components/page-placeholder';

export function EditRafflePage() {
  return <PagePlaceholder title="Editar Rifa" />;
}
