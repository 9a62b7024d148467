import { Copy, Clock } from 'lucide-react';
import { messages, paymentStatusLabel, type PaymentStatus } from '@rifas/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
  refunded: 'neutral',
};

/** docs/domain.md: Pendiente / Completado / Rechazado (failed) / Reembolsado, each in its colour. */
export function PaymentStatusBadge({ status }: { status: PaymentStatus }) {
  return <Badge tone={tones[status]}>{paymentStatusLabel(status)}</Badge>;
}

/** Another payment has the same method and reference: worth a second look before validating. */
export function DuplicateReferenceBadge() {
  return (
    <Badge tone="danger" className="whitespace-normal">
      <Copy className="h-3 w-3 shrink-0" aria-hidden="true" />
      {messages.payments.duplicateReference}
    </Badge>
  );
}

/** Pending for longer than STALE_PAYMENT_HOURS: probably never paid. */
export function StaleBadge() {
  return (
    <Badge tone="warning" className="whitespace-normal">
      <Clock className="h-3 w-3 shrink-0" aria-hidden="true" />
      {messages.payments.staleBadge}
    </Badge>
  );
}
