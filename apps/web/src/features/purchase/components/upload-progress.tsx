import { format, messages } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { ProgressBar } from '@/components/ui/progress-bar';

/**
 * The receipt going up, in the payment sheet's footer where the buttons were:
 * 'Subiendo comprobante… 45 %', a bar, and 'Cancelar' (on a slow uplink the
 * buyer must see it move and may stop it; the checkout keeps what was typed).
 */
export function UploadProgress({ fraction, onCancel }: { fraction: number; onCancel: () => void }) {
  const percent = Math.min(100, Math.round(fraction * 100));
  const text = format(messages.purchase.receiptUploading, { percent });
  return (
    <div className="flex w-full items-center gap-3">
      <div className="min-w-0 flex-1 space-y-1.5">
        <p role="status" className="text-sm font-semibold text-slate-800 tabular-nums">
          {text}
        </p>
        <ProgressBar fraction={fraction} label="Subida del comprobante" />
      </div>
      <Button variant="outline" onClick={onCancel}>
        Cancelar
      </Button>
    </div>
  );
}
