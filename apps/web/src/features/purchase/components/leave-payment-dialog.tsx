import { format, messages } from '@rifas/shared';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

type LeavePaymentDialogProps = {
  /** The held numbers, labelled as the grid shows them. */
  numbers: string;
  count: number;
  onStay: () => void;
  onLeave: () => void;
};

/** The payment sheet's × asks before the hold is given back (issue 42, point 7). */
export function LeavePaymentDialog({ numbers, count, onStay, onLeave }: LeavePaymentDialogProps) {
  const t = messages.purchase;
  return (
    <ConfirmDialog
      title={t.leaveTitle}
      confirmLabel={t.leaveConfirm}
      cancelLabel={t.leaveStay}
      busyText={t.leaveConfirm}
      pending={false}
      onClose={onStay}
      onConfirm={onLeave}
    >
      <p>{format(count === 1 ? t.leaveBodyOne : t.leaveBodyMany, { numbers })}</p>
      <p>{t.leavePaid}</p>
    </ConfirmDialog>
  );
}
