import { messages, type TruncateResult } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { useTruncateDatabase } from '../api/truncate-database';

const m = messages.raffles;

type EmptyDatabaseDialogProps = {
  onClose: () => void;
  onEmptied: (result: TruncateResult) => void;
};

/**
 * 'Vaciar Todo' (docs/product.md, §8; docs/departures.md, §5): the spec's confirmation, then the
 * call with { confirm: 'VACIAR' }. A backup is written before anything is deleted.
 */
export function EmptyDatabaseDialog({ onClose, onEmptied }: EmptyDatabaseDialogProps) {
  const truncate = useTruncateDatabase();

  async function handleConfirm() {
    try {
      onEmptied(await truncate.mutateAsync());
    } catch {
      // shown below from truncate.isError
    }
  }

  return (
    <Dialog
      open
      size="md"
      onClose={onClose}
      dismissible={!truncate.isPending}
      title="Vaciar Todo"
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={truncate.isPending} data-autofocus>
            Cancelar
          </Button>
          <Button
            variant="danger"
            onClick={() => void handleConfirm()}
            busy={truncate.isPending}
            busyText="Vaciando..."
          >
            Vaciar Todo
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        {truncate.isError && <Alert>{m.truncateFailed}</Alert>}
        <p className="text-base font-semibold text-slate-900">{m.truncateConfirm}</p>
        <p>
          Se eliminarán todas las rifas, sus números y apartados, los pagos y sus comprobantes. Se
          conservan los usuarios, las monedas y los métodos de pago.
        </p>
        <p>Antes de borrar se guarda una copia de seguridad que podrás descargar.</p>
      </div>
    </Dialog>
  );
}
