import { Link } from 'react-router';
import { CheckCircle2, MailCheck, Search, Ticket } from 'lucide-react';
import { messages, type PurchaseResult } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { formatUsd } from '@/lib/format';

type SuccessDialogProps = {
  result: PurchaseResult;
  label: (numbers: number[]) => string;
  onClose: () => void;
};

/**
 * The last purchase step (docs/product.md): the purchase awaits payment verification and
 * a confirmation e-mail follows once it is verified. Closing it refreshes the
 * raffle and clears the selection.
 */
export function SuccessDialog({ result, label, onClose }: SuccessDialogProps) {
  const { payment } = result;
  const [before, after] = messages.tickets.findLater.split('{link}');
  return (
    <Dialog
      open
      onClose={onClose}
      title="¡Compra registrada!"
      footer={
        <Button onClick={onClose} data-autofocus>
          Entendido
        </Button>
      }
    >
      <div className="space-y-4 text-sm">
        <div className="flex items-start gap-3 rounded-xl bg-emerald-50 p-4 text-emerald-900">
          <CheckCircle2 className="mt-0.5 h-6 w-6 shrink-0 text-emerald-600" aria-hidden="true" />
          <p className="font-semibold">{messages.purchase.success}</p>
        </div>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
          <dt className="text-slate-500">Pago</dt>
          <dd className="font-semibold text-slate-900">#{payment.id}</dd>
          <dt className="text-slate-500">{payment.numbers.length === 1 ? 'Número' : 'Números'}</dt>
          <dd className="font-semibold break-words text-slate-900 tabular-nums">
            {label(payment.numbers)}
          </dd>
          <dt className="text-slate-500">Total</dt>
          <dd className="font-semibold text-slate-900">{formatUsd(payment.amount)}</dd>
        </dl>
        <p className="flex items-start gap-2 text-slate-600">
          <MailCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-600" aria-hidden="true" />
          {messages.purchase.successDetail}
        </p>
        <div className="space-y-3 rounded-xl border border-slate-200 p-4">
          <Link
            to={`/ticket/${encodeURIComponent(payment.ticket_code)}`}
            className="inline-flex items-center gap-2 font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            <Ticket className="h-5 w-5 shrink-0" aria-hidden="true" />
            {messages.tickets.open}
          </Link>
          <p className="flex items-start gap-2 text-slate-600">
            <Search className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span>
              {before}
              <Link
                to="/mis-numeros"
                className="font-semibold text-brand-700 underline underline-offset-2"
              >
                {messages.tickets.myNumbersLink}
              </Link>
              {after}
            </span>
          </p>
        </div>
      </div>
    </Dialog>
  );
}
