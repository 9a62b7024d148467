import { messages, type PaymentStatus } from '@rifas/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const TONES: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
  refunded: 'neutral',
};

/** A purchase's payment status in the buyer's words ('Pendiente de verificación', 'Verificado'…). */
export function PurchaseStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={TONES[status]}>{messages.myNumbers.statusLabels[status]}</Badge>;
}
