import { Check, Eye, X } from 'lucide-react';
import { canApplyPaymentAction, type Payment } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

export type PaymentActionHandlers = {
  onView: (payment: Payment) => void;
  onValidate: (payment: Payment) => void;
  onReject: (payment: Payment) => void;
};

/** View details always; validate and reject only while pending (docs/product.md). */
export function PaymentActions({
  payment,
  onView,
  onValidate,
  onReject,
  className,
  compact = false,
}: PaymentActionHandlers & {
  payment: Payment;
  className?: string;
  /** Icons only (the names stay for screen readers and as tooltips): the laptop table's rows. */
  compact?: boolean;
}) {
  const who = `el pago #${payment.id}`;
  const label = (text: string) => (compact ? <span className="sr-only">{text}</span> : text);
  return (
    <div className={cn('flex gap-2', compact ? 'flex-nowrap' : 'flex-wrap', className)}>
      {canApplyPaymentAction('validate', payment.status) && (
        <Button
          variant="success"
          size="sm"
          onClick={() => onValidate(payment)}
          aria-label={`Validar ${who}`}
          title={compact ? 'Validar' : undefined}
        >
          <Check className="h-4 w-4" aria-hidden="true" />
          {label('Validar')}
        </Button>
      )}
      {canApplyPaymentAction('reject', payment.status) && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onReject(payment)}
          aria-label={`Rechazar ${who}`}
          title={compact ? 'Rechazar' : undefined}
          className="text-red-700 hover:bg-red-50"
        >
          <X className="h-4 w-4" aria-hidden="true" />
          {label('Rechazar')}
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onView(payment)}
        aria-label={`Ver detalles del pago #${payment.id}`}
        title={compact ? 'Detalles' : undefined}
      >
        <Eye className="h-4 w-4" aria-hidden="true" />
        {label('Detalles')}
      </Button>
    </div>
  );
}
