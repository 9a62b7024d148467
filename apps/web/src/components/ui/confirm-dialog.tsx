import type { ReactNode } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';

type ConfirmDialogProps = {
  title: string;
  /** The question and what follows from it. */
  children: ReactNode;
  confirmLabel: string;
  /** 'Cancelar' unless the question needs its own words ('Seguir pagando'). */
  cancelLabel?: string;
  busyText: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The failure to show above the question (usually an Alert), or nothing. */
  error?: ReactNode;
};

/**
 * Asks before a destructive action. Cancel gets the focus, so Enter never
 * deletes by accident; the dialog cannot be dismissed while the action runs.
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  busyText,
  pending,
  onConfirm,
  onClose,
  error,
}: ConfirmDialogProps) {
  return (
    <Dialog
      open
      size="sm"
      onClose={onClose}
      dismissible={!pending}
      title={title}
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={pending} data-autofocus>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} busy={pending} busyText={busyText}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div className="space-y-3 text-sm text-slate-700">
        {error}
        {children}
      </div>
    </Dialog>
  );
}
