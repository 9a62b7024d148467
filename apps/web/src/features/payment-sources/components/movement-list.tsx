import { useState } from 'react';
import { Link } from 'react-router';
import { formatCurrencyAmount, messages, type Movement } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ValidateMatchesDialog } from '@/components/validate-matches-dialog';
import { errorMessage } from '@/lib/api-client';
import { useDateFormat } from '@/lib/format';
import { useValidateMovement } from '../api/validate-movement';

const m = messages.paymentSources;
const groups = messages.reconciliations.groups as Record<string, string>;

function statusOf(movement: Movement): { text: string; tone: BadgeTone } {
  if (movement.status === 'rejected') return { text: m.forged, tone: 'danger' };
  // 'Validado (automático)' or, by the operator, '✓ Validado' as in 'Conciliar'.
  if (movement.status === 'validated')
    return { text: movement.note ?? m.statuses.validated, tone: 'success' };
  if (movement.status === 'unreadable') return { text: m.unreadable, tone: 'warning' };
  const group = movement.match?.group;
  return {
    text: (group && groups[group]) ?? m.statuses.received,
    tone: group === 'match' ? 'brand' : 'neutral',
  };
}

/**
 * 'Validar' on a movement waiting under 'Coincide': the confirmation 'Conciliar'
 * asks for its matches, then the same validation (issue 41).
 */
function ValidateMovement({ movement }: { movement: Movement }) {
  const validate = useValidateMovement();
  const [confirming, setConfirming] = useState(false);
  const payment = movement.match?.payment;
  if (!payment) return null;
  return (
    <>
      <Button
        size="sm"
        variant="success"
        busy={validate.isPending}
        onClick={() => setConfirming(true)}
      >
        {m.validateMovement}
      </Button>
      {validate.isError && (
        // A line of its own under the row (the row wraps).
        <div className="basis-full">
          <Alert>{errorMessage(validate.error)}</Alert>
        </div>
      )}
      {confirming && (
        <ValidateMatchesDialog
          payments={[payment]}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            validate.mutate(movement.id);
          }}
        />
      )}
    </>
  );
}

/** 'Movimientos recibidos': one card per notice, phone first; its group of 'Conciliar' now. */
export function MovementList({ movements }: { movements: Movement[] }) {
  const { formatDateTime } = useDateFormat();
  if (movements.length === 0) return <p className="text-sm text-slate-500">{m.noMovements}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {movements.map((movement) => {
        const status = statusOf(movement);
        const paymentId = movement.payment_id ?? movement.match?.payment?.id ?? null;
        return (
          <li
            key={movement.id}
            className="space-y-1 rounded-xl border border-slate-200 bg-white p-3 text-sm"
            data-testid="movement"
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <span className="font-semibold text-slate-900">
                {movement.amount_cents !== null
                  ? formatCurrencyAmount(movement.amount_cents / 100, {
                      codigo: movement.currency ?? '',
                      simbolo: movement.currency === 'USD' ? '$' : 'Bs',
                    })
                  : '—'}
              </span>
              <Badge tone={status.tone}>{status.text}</Badge>
            </div>
            <p className="text-slate-600">
              {movement.format ? m.formats[movement.format] : '—'}
              {movement.reference && ` · ${m.fields.reference} ${movement.reference}`}
            </p>
            {movement.sender && <p className="break-all text-slate-600">{movement.sender}</p>}
            <p className="text-xs text-slate-500">{formatDateTime(movement.received_at)}</p>
            <div className="flex flex-wrap items-center justify-between gap-2">
              {paymentId !== null && (
                <Link
                  to={`/admin/pagos?payment=${paymentId}`}
                  className="inline-block font-semibold text-brand-700 hover:underline"
                >
                  {m.fields.match} #{paymentId} ›
                </Link>
              )}
              {movement.status === 'received' && movement.match?.group === 'match' && (
                <ValidateMovement movement={movement} />
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
