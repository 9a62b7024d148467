import { PagePlaceholder } from '@/components/page-placeholder';

export function UsersPage() {
  return <PagePlaceholder title="Usuarios" />;
}
