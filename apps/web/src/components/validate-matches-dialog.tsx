import {
  format,
  formatCurrencyAmount,
  messages,
  plural,
  type ReconciledPayment,
} from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

const m = messages.reconciliations;
const bulk = messages.payments.bulk;

/** What a payment under 'Coincide' is due, in its currency. */
export const paymentAmount = (payment: ReconciledPayment) =>
  formatCurrencyAmount(payment.amount_cents / 100, {
    simbolo: payment.symbol,
    codigo: payment.currency,
  });

/** The total of each currency (matches are usually all in bolívares): 'Bs 1.234,50 + $ 10,00'. */
function totalText(payments: readonly ReconciledPayment[]): string {
  const totals = new Map<string, { symbol: string; cents: number }>();
  for (const payment of payments) {
    const total = totals.get(payment.currency) ?? { symbol: payment.symbol, cents: 0 };
    total.cents += payment.amount_cents;
    totals.set(payment.currency, total);
  }
  return [...totals]
    .map(([codigo, { symbol, cents }]) =>
      formatCurrencyAmount(cents / 100, { simbolo: symbol, codigo }),
    )
    .join(' + ');
}

type ValidateMatchesDialogProps = {
  payments: readonly ReconciledPayment[];
  onConfirm: () => void;
  onClose: () => void;
};

/**
 * 'Validar las N coincidencias' asks first, as 'Validar seleccionados' in
 * Pagos does, in its words: how many, the total, each payment (issue 41).
 * Shared: 'Conciliar' asks it for a statement's matches, 'Fuentes automáticas'
 * for one movement's.
 */
export function ValidateMatchesDialog({
  payments,
  onConfirm,
  onClose,
}: ValidateMatchesDialogProps) {
  const [beforeTotal, afterTotal] = format(bulk.validateSummary, {
    payments: plural(payments.length, bulk.validateOne, bulk.validateMany),
  }).split('{total}');
  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      title={m.confirmTitle}
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {bulk.cancel}
          </Button>
          <Button variant="success" onClick={onConfirm} data-autofocus>
            {bulk.confirmValidate}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm">
        <p className="text-slate-700">
          {beforeTotal}
          <strong className="text-slate-900">{totalText(payments)}</strong>
          {afterTotal}
        </p>
        <ul
          className="max-h-48 space-y-1 overflow-y-auto rounded-lg border border-slate-200 bg-slate-50 px-3 py-2 text-slate-700"
          aria-label={bulk.validateList}
        >
          {payments.map((payment) => (
            <li key={payment.id} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                <span className="font-mono text-slate-500">#{payment.id}</span>{' '}
                {payment.customer_name}
              </span>
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {paymentAmount(payment)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
