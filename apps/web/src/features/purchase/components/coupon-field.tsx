import { useState } from 'react';
import { TicketPercent, X } from 'lucide-react';
import { format, messages } from '@rifas/shared';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { formatUsd } from '@/lib/format';
import { useCheckCoupon } from '../api/check-coupon';

/** A coupon the server priced for this many numbers: what the purchase will charge. */
export type AppliedCoupon = { code: string; count: number; discount: number; total: number };

type CouponFieldProps = {
  raffleId: number;
  count: number;
  applied: AppliedCoupon | null;
  /** The code kept in the checkout's draft before a reload. */
  initialCode?: string;
  onApply: (coupon: AppliedCoupon | null) => void;
};

/**
 * The payment step's coupon (issue 29): the buyer types a code and sees the
 * discount before paying, or the Spanish reason it does not apply. The server
 * prices the purchase again with the same rule, whatever this shows.
 */
export function CouponField({
  raffleId,
  count,
  applied,
  initialCode = '',
  onApply,
}: CouponFieldProps) {
  const [code, setCode] = useState(applied?.code ?? initialCode);
  const [reason, setReason] = useState<string | null>(null);
  const check = useCheckCoupon();

  function handleApply() {
    const typed = code.trim();
    if (!typed) return;
    check.mutate(
      { raffle_id: raffleId, code: typed, quantity: count },
      {
        onSuccess: (answer) => {
          if (answer.valid) {
            setReason(null);
            onApply({ code: typed, count, discount: answer.discount, total: answer.total });
          } else {
            setReason(answer.reason ?? messages.coupons.unknown);
            onApply(null);
          }
        },
        onError: (err) => setReason(errorMessage(err)),
      },
    );
  }

  if (applied) {
    return (
      <div
        role="status"
        className="flex items-center justify-between gap-3 rounded-lg bg-emerald-50 px-3 py-2 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200"
      >
        <span className="inline-flex items-center gap-2">
          <TicketPercent className="h-4 w-4" aria-hidden="true" />
          {format(messages.coupons.applied, {
            code: applied.code.toUpperCase(),
            amount: formatUsd(applied.discount),
          })}
        </span>
        <Button
          size="sm"
          variant="ghost"
          aria-label={messages.coupons.remove}
          onClick={() => {
            onApply(null);
            setCode('');
          }}
        >
          <X className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    );
  }
  return (
    <FormField label={messages.coupons.field} error={reason}>
      {(control) => (
        <div className="flex gap-2">
          <Input
            {...control}
            autoComplete="off"
            autoCapitalize="characters"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              setReason(null);
            }}
            onKeyDown={(event) => {
              // Enter applies the code; it must not send the payment form around it.
              if (event.key === 'Enter') {
                event.preventDefault();
                handleApply();
              }
            }}
          />
          <Button
            variant="secondary"
            onClick={handleApply}
            busy={check.isPending}
            disabled={code.trim() === ''}
          >
            {messages.coupons.apply}
          </Button>
        </div>
      )}
    </FormField>
  );
}
