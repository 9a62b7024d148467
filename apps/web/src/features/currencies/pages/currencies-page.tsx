import { PagePlaceholder } from '@/components/page-placeholder';

export function CurrenciesPage() {
  return <PagePlaceholder title="Monedas" />;
}
