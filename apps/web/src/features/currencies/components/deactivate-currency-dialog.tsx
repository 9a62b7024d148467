import { useState } from 'react';
import { messages, type Currency } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeactivateCurrency } from '../api/deactivate-currency';

const m = messages.currencies;

type DeactivateCurrencyDialogProps = {
  moneda: Currency;
  onClose: () => void;
  onDeactivated: (message: string) => void;
};

/** Asks before deactivating (docs/domain.md: delete means deactivate); the currency can be activated again by editing it. */
export function DeactivateCurrencyDialog({
  moneda: currency,
  onClose,
  onDeactivated,
}: DeactivateCurrencyDialogProps) {
  const deactivate = useDeactivateCurrency();
  const [failed, setFailed] = useState(false);

  async function handleConfirm() {
    setFailed(false);
    try {
      await deactivate.mutateAsync(currency.id);
      onDeactivated(m.deactivated);
    } catch {
      setFailed(true);
    }
  }

  return (
    <ConfirmDialog
      title="Desactivar moneda"
      confirmLabel="Desactivar"
      busyText="Desactivando..."
      pending={deactivate.isPending}
      onClose={onClose}
      onConfirm={() => void handleConfirm()}
      error={failed && <Alert>{m.deactivateFailed}</Alert>}
    >
      <p>
        ¿Seguro que deseas desactivar la moneda{' '}
        <strong className="text-slate-900">
          {currency.nombre} ({currency.codigo})
        </strong>
        ?
      </p>
      <p>
        Dejará de mostrarse en la franja de tasas y en los precios convertidos. Puedes volver a
        activarla editándola.
      </p>
    </ConfirmDialog>
  );
}
