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
}: PaymentActionHandlers & { payment: Payment; className?: string }) {
  const who = `el pago #${payment.id}`;
  return (
    <div className={cn('flex flex-wrap gap-2', className)}>
      {canApplyPaymentAction('validate', payment.status) && (
        <Button
          variant="success"
          size="sm"
          onClick={() => onValidate(payment)}
          aria-label={`Validar ${who}`}
        >
          <Check className="h-4 w-4" aria-hidden="true" />
          Validar
        </Button>
      )}
      {canApplyPaymentAction('reject', payment.status) && (
        <Button
          variant="outline"
          size="sm"
          onClick={() => onReject(payment)}
          aria-label={`Rechazar ${who}`}
          className="text-red-700 hover:bg-red-50"
        >
          <X className="h-4 w-4" aria-hidden="true" />
          Rechazar
        </Button>
      )}
      <Button
        variant="ghost"
        size="sm"
        onClick={() => onView(payment)}
        aria-label={`Ver detalles del pago #${payment.id}`}
      >
        <Eye className="h-4 w-4" aria-hidden="true" />
        Detalles
      </Button>
    </div>
  );
}
