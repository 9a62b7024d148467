import { useState } from 'react';
import { format, messages, plural } from '@rifas/shared';
import { processedText } from '../utils/payment-format';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { errorMessage } from '@/lib/api-client';
import { usePayments } from '../api/get-payments';
import { useRejectStalePayments } from '../api/review-payments';

const m = messages.payments;

/**
 * 'Rechazar vencidos': every pending payment older than STALE_PAYMENT_HOURS
 * (of the chosen raffle, or all) rejected with 'Pago no recibido' after a
 * confirm that says how many; each buyer gets the rejection e-mail.
 */
export function RejectStalePayments({
  raffleId,
  onDone,
}: {
  raffleId: number | null;
  onDone: (text: string) => void;
}) {
  const stale = usePayments({
    status: 'stale',
    raffleId,
    search: '',
    page: 1,
    limit: 10,
    order: 'newest',
  });
  const reject = useRejectStalePayments();
  const [confirming, setConfirming] = useState(false);
  const count = stale.data?.pagination.total ?? 0;
  if (count === 0) return null;

  function handleConfirm() {
    reject.mutate(raffleId, {
      onSuccess: (result) => {
        setConfirming(false);
        onDone(processedText(result.done.length, result.failed.length));
      },
    });
  }

  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setConfirming(true)}>
        {m.rejectStale} ({count})
      </Button>
      {confirming && (
        <ConfirmDialog
          title={m.rejectStale}
          confirmLabel={m.rejectStale}
          busyText="Rechazando..."
          pending={reject.isPending}
          onConfirm={handleConfirm}
          onClose={() => setConfirming(false)}
          error={
            reject.isError ? (
              <Alert title={errorMessage(reject.error, m.rejectFailed)} />
            ) : undefined
          }
        >
          <p>
            {format(m.rejectStaleConfirm, { payments: plural(count, m.staleOne, m.staleMany) })}
          </p>
        </ConfirmDialog>
      )}
    </>
  );
}
