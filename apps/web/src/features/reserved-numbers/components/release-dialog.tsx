import { useState } from 'react';
import { RefreshCw } from 'lucide-react';
import {
  format,
  messages,
  releasedCountText,
  type AdminReleaseResult,
  plural,
} from '@rifas/shared';
import { Alert, FailureAlert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useRelease, useReleasePreview, type ReleaseRequest } from '../api/release';

const r = messages.payments.reserved;
const n = messages.numbers;

// docs/api.md gives one failure text per action.
const failureTitle: Record<ReleaseRequest['kind'], string> = {
  one: n.releaseOneFailed,
  selected: n.releaseManyFailed,
  expired: n.releaseFailed,
};

const SHOWN_NUMBERS = 60;

type ReleaseDialogProps = {
  raffleId: number;
  request: ReleaseRequest;
  /** A number as the raffle shows it ('07'). */
  labelOf: (number: number) => string;
  onClose: () => void;
  onReleased: (message: string) => void;
};

function titleOf(request: ReleaseRequest, labelOf: (number: number) => string): string {
  if (request.kind === 'one') return `Liberar el número ${labelOf(request.number)}`;
  if (request.kind === 'selected') return 'Liberar los números seleccionados';
  return `Liberar reservas de más de ${request.hours} horas`;
}

function listOf(numbers: number[], labelOf: (number: number) => string): string {
  const shown = numbers.slice(0, SHOWN_NUMBERS).map(labelOf).join(', ');
  const more = numbers.length - SHOWN_NUMBERS;
  return more > 0 ? `${shown} y ${more} más` : shown;
}

/** The success text: how many were released and, when it happened, how many payments were rejected. */
export function releaseSuccessText(result: AdminReleaseResult): string {
  const released = releasedCountText(result.releasedCount);
  const rejected = result.rejectedPayments.length;
  if (rejected === 0) return released;
  const payments = plural(rejected, 'pago pendiente', 'pagos pendientes');
  return `${released}. Se ${rejected === 1 ? 'rechazó' : 'rechazaron'} ${payments} y se avisó por correo a los compradores.`;
}

/**
 * Confirms a release after asking the server what it would do (a preview): the
 * numbers that will be freed and the pending payments that will be rejected,
 * with their buyers e-mailed (docs/domain.md). Nothing is freed silently.
 */
export function ReleaseDialog({
  raffleId,
  request,
  labelOf,
  onClose,
  onReleased,
}: ReleaseDialogProps) {
  // Release-expired lets the admin choose the age (24 h by default; fractions allowed).
  const [hoursText, setHoursText] = useState(
    request.kind === 'expired' ? String(request.hours) : '',
  );
  const hours = Number(hoursText.replace(',', '.'));
  const hoursValid =
    hoursText.trim() !== '' && Number.isFinite(hours) && hours > 0 && hours <= 8760;
  const effective: ReleaseRequest =
    request.kind === 'expired' && hoursValid ? { kind: 'expired', hours } : request;
  const hoursError = request.kind === 'expired' && !hoursValid;
  const preview = useReleasePreview(raffleId, effective);
  const mutation = useRelease(raffleId);
  const busy = mutation.isPending;

  async function handleConfirm() {
    try {
      onReleased(releaseSuccessText(await mutation.mutateAsync(effective)));
    } catch {
      // shown below from mutation.error
    }
  }

  // While the typed age is not valid no plan is shown: it would be for another age.
  const plan = hoursError ? undefined : preview.data;
  const nothing = plan !== undefined && plan.releasedCount === 0;

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      dismissible={!busy}
      title={titleOf(effective, labelOf)}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {nothing ? 'Cerrar' : 'Cancelar'}
          </Button>
          {!nothing && (
            <Button
              variant="danger"
              onClick={() => void handleConfirm()}
              disabled={!plan || hoursError}
              busy={busy}
              busyText="Liberando..."
            >
              Liberar
            </Button>
          )}
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        {request.kind === 'expired' && (
          <FormField
            label="Reservas con más de (horas)"
            error={hoursError ? r.expirationHoursInvalid : null}
          >
            {(control) => (
              <Input
                {...control}
                type="number"
                inputMode="decimal"
                min="0"
                step="any"
                value={hoursText}
                onChange={(event) => setHoursText(event.target.value)}
                className="max-w-40"
              />
            )}
          </FormField>
        )}
        {mutation.isError && (
          <FailureAlert title={failureTitle[request.kind]} error={mutation.error} />
        )}
        {hoursError ? null : preview.isPending ? (
          <p className="flex items-center gap-2 text-slate-600">
            <Spinner className="h-4 w-4" label="Calculando" />
            Calculando qué se liberará...
          </p>
        ) : preview.isError ? (
          <Alert
            title={failureTitle[request.kind]}
            action={
              <Button variant="outline" size="sm" onClick={() => void preview.refetch()}>
                <RefreshCw className="h-4 w-4" aria-hidden="true" />
                Reintentar
              </Button>
            }
          >
            No se pudo calcular qué se liberará.
          </Alert>
        ) : !plan ? null : nothing ? (
          <Alert tone="info">
            {effective.kind === 'expired'
              ? `No hay reservas de más de ${effective.hours} horas.`
              : r.releasedNone}
          </Alert>
        ) : (
          <>
            <p>
              {plan.releasedCount === 1
                ? 'Se liberará 1 número, que volverá a estar disponible:'
                : `Se liberarán ${plan.releasedCount} números, que volverán a estar disponibles:`}
            </p>
            <p className="rounded-lg bg-slate-50 p-3 font-semibold break-words text-slate-900 tabular-nums">
              {listOf(plan.releasedNumbers, labelOf)}
            </p>
            {plan.rejectedPayments.length > 0 && (
              <Alert
                tone="warning"
                title={format(r.rejectsPayments, {
                  payments: plural(
                    plan.rejectedPayments.length,
                    'pago pendiente',
                    'pagos pendientes',
                  ),
                })}
              >
                <ul className="mt-1 list-disc space-y-1 pl-5">
                  {plan.rejectedPayments.map((payment) => (
                    <li key={payment.id}>
                      Pago #{payment.id} de {payment.customer_name} ({payment.customer_email}):
                      números {listOf(payment.numbers, labelOf)}
                    </li>
                  ))}
                </ul>
              </Alert>
            )}
          </>
        )}
      </div>
    </Dialog>
  );
}
