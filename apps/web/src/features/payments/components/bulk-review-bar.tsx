import { useState } from 'react';
import { CheckCheck, XCircle } from 'lucide-react';
import { canApplyPaymentAction, messages, plural, type Payment } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { Checkbox } from '@/components/ui/checkbox';
import { formatPaymentAmount } from '../utils/payment-format';
import { BulkReviewDialog, totalOf, type BulkAction } from './bulk-review-dialog';
import type { ReviewNotice } from './review-notice';

const m = messages.payments.bulk;

const actions = [
  { action: 'reject', label: m.reject, variant: 'danger', Icon: XCircle },
  { action: 'validate', label: m.validate, variant: 'success', Icon: CheckCheck },
] as const;

/** The chosen payments by id (kept across pages and filters until reviewed or cleared). */
export type PaymentSelection = ReadonlyMap<number, Payment>;

type BulkReviewBarProps = {
  /** The payments on screen; only pending ones can be chosen. */
  shown: readonly Payment[];
  selected: PaymentSelection;
  onSelect: (payments: readonly Payment[], chosen: boolean) => void;
  onDone: (notice: ReviewNotice) => void;
};

/**
 * 'Validar seleccionados' / 'Rechazar seleccionados': choose pending payments (one
 * by one in the list, or every pending one on this page here), confirm a dialog that
 * says how many and the total, and each is reviewed as one click would (numbers sold
 * or freed, buyer e-mailed).
 */
export function BulkReviewBar({ shown, selected, onSelect, onDone }: BulkReviewBarProps) {
  const [confirming, setConfirming] = useState<BulkAction | null>(null);
  const pendingShown = shown.filter((payment) => canApplyPaymentAction('validate', payment.status));
  if (pendingShown.length === 0 && selected.size === 0) return null;
  const allShownChosen =
    pendingShown.length > 0 && pendingShown.every((payment) => selected.has(payment.id));
  const chosen = [...selected.values()];
  const count = chosen.length > 0 ? ` (${chosen.length})` : '';

  return (
    // Sticky, like the reserved numbers' bar: on a phone the buttons stay in reach
    // while the admin ticks payments further down the list. Below the export menu (z-20),
    // which opens over it.
    <div className="sticky top-16 z-10 -mx-4 flex flex-wrap items-center gap-x-4 gap-y-2 border-y border-slate-200 bg-slate-100/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border sm:bg-white/95">
      {pendingShown.length > 0 && (
        <Checkbox
          label={m.selectPage}
          checked={allShownChosen}
          onChange={() => onSelect(pendingShown, !allShownChosen)}
        />
      )}
      {/* Nothing chosen: on a phone the line is read, not shown (the first card stays in view). */}
      <div
        className={cn(
          'flex min-h-8 flex-1 items-center justify-between gap-2 sm:flex-none',
          chosen.length === 0 && 'max-sm:sr-only',
        )}
      >
        <p className="text-sm text-slate-600 tabular-nums" aria-live="polite">
          {plural(chosen.length, m.selectedOne, m.selectedMany)}
          {chosen.length > 0 && ` · ${formatPaymentAmount(totalOf(chosen))}`}
        </p>
        {chosen.length > 0 && (
          <Button variant="ghost" size="sm" onClick={() => onSelect(chosen, false)}>
            {m.clear}
          </Button>
        )}
      </div>
      {/* Side by side on a phone too (a long label wraps inside its button): stacked,
          they made the sticky bar cover a third of the screen. */}
      <div className="grid w-full grid-cols-2 gap-2 sm:ml-auto sm:flex sm:w-auto">
        {actions.map(({ action, label, variant, Icon }) => (
          <Button
            key={action}
            variant={variant}
            size="sm"
            className="h-auto min-h-8 py-1.5"
            disabled={chosen.length === 0}
            onClick={() => setConfirming(action)}
          >
            <Icon className="h-4 w-4 shrink-0" aria-hidden="true" />
            {label}
            {count}
          </Button>
        ))}
      </div>
      {confirming && (
        <BulkReviewDialog
          action={confirming}
          payments={chosen}
          onClose={() => setConfirming(null)}
          onDone={(notice) => {
            setConfirming(null);
            onDone(notice);
          }}
        />
      )}
    </div>
  );
}
