import { Link, useSearchParams } from 'react-router';
import { Images } from 'lucide-react';
import { format, messages, paymentStatusLabel, type Payment } from '@rifas/shared';
import { Badge } from '@/components/ui/badge';
import { withOpenPayment } from '../utils/list-params';

const m = messages.payments;

/**
 * 'Comprobante repetido' (ADR 078): the receipt is the same picture as an
 * earlier payment's, of any raffle and status; each a link that opens it (the
 * address keeps the list's filters). A flag for the reviewer, nothing more.
 */
export function ReceiptRepeated({ payment }: { payment: Payment }) {
  const [params] = useSearchParams();
  if (payment.receipt_matches.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <Badge tone="danger" className="whitespace-normal">
        <Images className="h-3 w-3 shrink-0" aria-hidden="true" />
        {m.receiptRepeated}
      </Badge>
      <span className="text-xs text-slate-600">
        {payment.receipt_matches.length === 1 ? 'Ver el pago' : 'Ver los pagos'}{' '}
        {payment.receipt_matches.map((match, index) => (
          <span key={match.payment_id}>
            {index > 0 && ', '}
            <Link
              to={{ search: withOpenPayment(params, match.payment_id).toString() }}
              className="font-mono font-semibold text-brand-700 underline underline-offset-2"
              aria-label={format(m.receiptRepeatedLink, { id: match.payment_id })}
              title={paymentStatusLabel(match.status)}
            >
              #{match.payment_id}
            </Link>{' '}
            <span className="text-slate-500">({paymentStatusLabel(match.status)})</span>
          </span>
        ))}
      </span>
    </div>
  );
}
