import { PagePlaceholder } from '@/components/page-placeholder';

export function PaymentMethodsPage() {
  return <PagePlaceholder title="Métodos de pago" />;
}
