import { useState } from 'react';
import { CheckCheck } from 'lucide-react';
import {
  BULK_PAYMENTS_MAX,
  canApplyPaymentAction,
  format,
  messages,
  plural,
  type Payment,
} from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Dialog } from '@/components/ui/dialog';
import { useValidatePayments } from '../api/review-payments';
import { formatPaymentAmount } from '../utils/payment-format';
import { ReviewFailure } from './review-failure';

const m = messages.payments;

/** The chosen payments by id (kept across pages and filters until reviewed or cleared). */
export type PaymentSelection = ReadonlyMap<number, Payment>;

/** The sum in dollars, rounded to cents (amounts are dollars with two decimals). */
function totalOf(payments: readonly Payment[]): number {
  return Math.round(payments.reduce((sum, payment) => sum + payment.amount * 100, 0)) / 100;
}

type BulkValidateBarProps = {
  /** The payments on screen; only pending ones can be chosen. */
  shown: readonly Payment[];
  selected: PaymentSelection;
  onSelect: (payments: readonly Payment[], chosen: boolean) => void;
  onDone: (text: string) => void;
};

/**
 * 'Validar seleccionados': choose pending payments (one by one in the list, or
 * every pending one on this page here), confirm a dialog that says how many and
 * the total, and each is validated as one click would (numbers sold, buyer e-mailed).
 */
export function BulkValidateBar({ shown, selected, onSelect, onDone }: BulkValidateBarProps) {
  const [confirming, setConfirming] = useState(false);
  const pendingShown = shown.filter((payment) => canApplyPaymentAction('validate', payment.status));
  if (pendingShown.length === 0 && selected.size === 0) return null;
  const allShownChosen =
    pendingShown.length > 0 && pendingShown.every((payment) => selected.has(payment.id));
  const chosen = [...selected.values()];

  return (
    // Sticky, like the reserved numbers' bar: on a phone the button stays in reach
    // while the admin ticks payments further down the list. Below the export menu (z-20),
    // which opens over it.
    <div className="sticky top-16 z-10 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-y border-slate-200 bg-slate-100/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:bg-white/95">
      {pendingShown.length > 0 && (
        <Checkbox
          label="Seleccionar los pendientes de esta página"
          checked={allShownChosen}
          onChange={() => onSelect(pendingShown, !allShownChosen)}
        />
      )}
      <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
        {plural(chosen.length, 'seleccionado', 'seleccionados')}
        {chosen.length > 0 && ` · ${formatPaymentAmount(totalOf(chosen))}`}
      </p>
      <div className="flex w-full flex-wrap justify-end gap-2 sm:ml-auto sm:w-auto">
        {chosen.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onSelect(chosen, false)}>
            Quitar selección
          </Button>
        )}
        <Button
          variant="success"
          size="sm"
          disabled={chosen.length === 0}
          onClick={() => setConfirming(true)}
        >
          <CheckCheck className="h-4 w-4" aria-hidden="true" />
          Validar seleccionados
          {chosen.length > 0 && ` (${chosen.length})`}
        </Button>
      </div>
      {confirming && (
        <BulkValidateDialog
          payments={chosen}
          onClose={() => setConfirming(false)}
          onDone={(text) => {
            setConfirming(false);
            onDone(text);
          }}
        />
      )}
    </div>
  );
}

function BulkValidateDialog({
  payments,
  onClose,
  onDone,
}: {
  payments: readonly Payment[];
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const validate = useValidatePayments();
  const tooMany = payments.length > BULK_PAYMENTS_MAX;

  function handleConfirm() {
    validate.mutate(
      payments.map((payment) => payment.id),
      {
        onSuccess: (result) => {
          const done = result.done.length;
          const failed = result.failed.length;
          onDone(
            failed > 0 ? format(m.bulkSomeFailed, { done, failed }) : format(m.bulkDone, { done }),
          );
        },
      },
    );
  }

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      dismissible={!validate.isPending}
      title="Validar los pagos seleccionados"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={validate.isPending}>
            Cancelar
          </Button>
          <Button
            variant="success"
            onClick={handleConfirm}
            disabled={tooMany}
            busy={validate.isPending}
            busyText="Validando..."
            data-autofocus
          >
            Confirmar validación
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        {validate.isError && <ReviewFailure title={m.validateFailed} error={validate.error} />}
        {tooMany && <Alert title={format(m.bulkTooMany, { max: BULK_PAYMENTS_MAX })} />}
        <p>
          Se validarán {plural(payments.length, 'pago', 'pagos')} por un total de{' '}
          <strong className="text-slate-900">{formatPaymentAmount(totalOf(payments))}</strong>. Sus
          números quedarán vendidos y se avisará por correo a cada comprador.
        </p>
        <ul className="max-h-60 space-y-1 overflow-y-auto" aria-label="Pagos a validar">
          {payments.map((payment) => (
            <li key={payment.id} className="flex justify-between gap-3">
              <span className="min-w-0 break-words">
                <span className="font-mono text-slate-500">#{payment.id}</span>{' '}
                {payment.customer_name}
              </span>
              <span className="font-semibold whitespace-nowrap tabular-nums">
                {formatPaymentAmount(payment.amount)}
              </span>
            </li>
          ))}
        </ul>
      </div>
    </Dialog>
  );
}
