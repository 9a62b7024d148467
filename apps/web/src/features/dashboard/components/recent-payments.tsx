import { Link } from 'react-router';
import { paymentStatusLabel, type Payment, type PaymentStatus } from '@rifas/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Card, CardHeader } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';

const tones: Record<PaymentStatus, BadgeTone> = {
  pending: 'warning',
  completed: 'success',
  failed: 'danger',
  refunded: 'neutral',
};

/** 'Pagos Recientes' (docs/product.md): id, customer, method, amount and the status in its colour. */
export function RecentPayments({
  payments,
  loading,
}: {
  payments: Payment[] | undefined;
  loading: boolean;
}) {
  return (
    <Card className="flex flex-col">
      <CardHeader
        title="Pagos Recientes"
        actions={
          <Link
            to="/admin/payments"
            className="text-sm font-semibold text-brand-700 hover:text-brand-800"
          >
            Ver todos
          </Link>
        }
      />
      {loading ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500">Cargando...</p>
      ) : !payments?.length ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500">No hay pagos recientes</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {payments.map((payment) => (
            <li key={payment.id} className="flex items-center justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <p className="font-semibold break-words text-slate-900">
                  <span className="mr-1.5 font-mono text-xs font-normal text-slate-500">
                    #{payment.id}
                  </span>
                  {payment.customer_name}
                </p>
                <p className="text-xs text-slate-500">{payment.payment_method}</p>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <p className="text-sm font-semibold text-slate-900 tabular-nums">
                  {formatUsd(payment.amount)}
                </p>
                <Badge tone={tones[payment.status]}>{paymentStatusLabel(payment.status)}</Badge>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
