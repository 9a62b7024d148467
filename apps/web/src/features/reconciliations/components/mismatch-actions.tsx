import { useState } from 'react';
import { Link } from 'react-router';
import { MessageCircle } from 'lucide-react';
import {
  firstName,
  format,
  messages,
  whatsAppLink,
  type ReconciledPayment,
  type StatementLine,
} from '@rifas/shared';
import { FailureAlert } from '@/components/ui/alert';
import { Button, buttonClasses } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useRejectPayment } from '../api/reject-payment';
import { paymentAmount } from '@/components/validate-matches-dialog';
import { lineAmount } from './statement-pairs';

const m = messages.reconciliations;

/** 'Ver pago': the payment's detail over the payments list. */
export function ViewPaymentLink({ id }: { id: number }) {
  return (
    <Link
      to={`/admin/payments?payment=${id}`}
      className={buttonClasses({ variant: 'outline', size: 'sm' })}
      aria-label={`${m.viewPayment} #${id}`}
    >
      {m.viewPayment}
    </Link>
  );
}

type Pair = { payment: ReconciledPayment; line: StatementLine };

/**
 * What a 'Monto distinto' row offers (issue 41): rejecting it as 'Monto
 * incompleto' with both amounts (after a confirm), its detail, and a WhatsApp
 * chat with the buyer telling her what the bank shows.
 */
export function MismatchActions({ pair, onRejected }: { pair: Pair; onRejected: () => void }) {
  const { payment, line } = pair;
  const reject = useRejectPayment();
  const [confirming, setConfirming] = useState(false);
  const amounts = { received: lineAmount(line), due: paymentAmount(payment) };
  const reason = format(m.rejectReason, amounts);
  const chat = format(m.amountWhatsApp, {
    ...amounts,
    name: firstName(payment.customer_name),
    id: payment.id,
    reference: payment.reference_number ?? line.reference,
  });

  function handleConfirm() {
    reject.mutate(
      { id: payment.id, reason },
      {
        onSuccess: () => {
          setConfirming(false);
          onRejected();
        },
      },
    );
  }

  return (
    <div className="flex flex-wrap gap-2 sm:col-span-2">
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        {m.rejectShort}
      </Button>
      <ViewPaymentLink id={payment.id} />
      {payment.customer_phone && (
        <a
          href={whatsAppLink(payment.customer_phone, chat)}
          target="_blank"
          rel="noreferrer"
          className="inline-flex h-8 items-center gap-1.5 rounded-lg bg-emerald-700 px-3 text-sm font-semibold text-white hover:bg-emerald-800"
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {m.notifyWhatsApp}
        </a>
      )}
      {confirming && (
        <ConfirmDialog
          title={format(m.rejectTitle, { id: payment.id })}
          confirmLabel={m.rejectButton}
          busyText={m.rejecting}
          pending={reject.isPending}
          onConfirm={handleConfirm}
          onClose={() => setConfirming(false)}
          error={
            reject.isError ? <FailureAlert title={m.rejectFailed} error={reject.error} /> : null
          }
        >
          <p>{format(m.rejectConfirm, { name: payment.customer_name, reason })}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}
