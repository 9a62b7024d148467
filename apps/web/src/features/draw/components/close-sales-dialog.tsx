import { Link } from 'react-router';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Alert } from '@/components/ui/alert';
import { ApiError, errorMessage } from '@/lib/api-client';
import { plural } from '@rifas/shared';
import { useCloseSales } from '../api/close-sales';
import { usePendingCount } from '../api/get-pending-count';

/** The pending payments of this raffle in the admin's payments list. */
const pendingPaymentsLink = (raffleId: number) =>
  `/admin/payments?status=pending&raffle=${raffleId}`;

function CloseFailure({ error, raffleId }: { error: unknown; raffleId: number }) {
  const pending = error instanceof ApiError ? error.body?.pending_count : undefined;
  return (
    <Alert
      action={
        typeof pending === 'number' && pending > 0 ? (
          <Link to={pendingPaymentsLink(raffleId)} className="font-semibold underline">
            Ver pagos pendientes
          </Link>
        ) : undefined
      }
    >
      {errorMessage(error, 'No se pudieron cerrar las ventas. Intenta de nuevo.')}
    </Alert>
  );
}

/** 'Hay 2 pagos pendientes…' with the link to them: said beside the button and in the dialog. */
export function PendingPaymentsNote({ raffleId, pending }: { raffleId: number; pending: number }) {
  return (
    <Alert
      tone="warning"
      action={
        <Link to={pendingPaymentsLink(raffleId)} className="font-semibold underline">
          Ver pagos pendientes
        </Link>
      }
    >
      {`Hay ${plural(pending, 'pago pendiente', 'pagos pendientes')} de verificación: valídalos o recházalos antes de cerrar.`}
    </Alert>
  );
}

/** Asks before closing sales: the list is fixed for good and the raffle stops selling. */
export function CloseSalesDialog({ raffleId, onClose }: { raffleId: number; onClose: () => void }) {
  const close = useCloseSales(raffleId);
  const pending = usePendingCount(raffleId).data ?? 0;
  // Said before asking; the server's refusal (409 with the count) takes over once tried.
  const warning =
    pending > 0 && !close.isError ? (
      <PendingPaymentsNote raffleId={raffleId} pending={pending} />
    ) : undefined;
  return (
    <ConfirmDialog
      title="Cerrar ventas y publicar lista"
      confirmLabel="Cerrar ventas"
      busyText="Cerrando..."
      pending={close.isPending}
      onConfirm={() => close.mutate(undefined, { onSuccess: onClose })}
      onClose={onClose}
      error={close.isError ? <CloseFailure error={close.error} raffleId={raffleId} /> : warning}
    >
      <p>
        Se publica la lista de números vendidos con su huella SHA-256 y la rifa deja de vender. Las
        reservas sin pagar se liberan.
      </p>
      <p className="font-semibold">
        Después no se puede validar, rechazar ni reembolsar pagos de esta rifa, ni cambiar su rango.
      </p>
    </ConfirmDialog>
  );
}
