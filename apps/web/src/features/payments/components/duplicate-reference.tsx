import { Link, useSearchParams } from 'react-router';
import type { Payment } from '@rifas/shared';
import { DuplicateReferenceBadge } from './payment-status-badge';
import { withOpenPayment } from '../utils/list-params';

/**
 * 'Referencia repetida' and the other payments with the same method and
 * reference, each a link that opens it (the address keeps the list's filters).
 */
export function DuplicateReference({ payment }: { payment: Payment }) {
  const [params] = useSearchParams();
  if (!payment.duplicate_reference) return null;
  return (
    <div className="flex flex-wrap items-center gap-x-1.5 gap-y-1">
      <DuplicateReferenceBadge />
      {payment.duplicate_of.length > 0 && (
        <span className="text-xs text-slate-600">
          {payment.duplicate_of.length === 1 ? 'Ver el pago' : 'Ver los pagos'}{' '}
          {payment.duplicate_of.map((id, index) => (
            <span key={id}>
              {index > 0 && ', '}
              <Link
                to={{ search: withOpenPayment(params, id).toString() }}
                className="font-mono font-semibold text-brand-700 underline underline-offset-2"
                aria-label={`Ver el pago #${id}, con la misma referencia`}
              >
                #{id}
              </Link>
            </span>
          ))}
        </span>
      )}
    </div>
  );
}
