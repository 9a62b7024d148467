import { formatCurrencyAmount, type Payment } from '@rifas/shared';
import { formatPaymentAmount } from '../utils/payment-format';

/**
 * 'Bs 328,50': what the buyer owes in the method's currency, at the payment's saved rate;
 * dollars as every other dollar amount on screen ('$10.00').
 */
export const formatAmountDue = ({ amount_due: due }: Pick<Payment, 'amount_due'>) =>
  due.codigo === 'USD'
    ? formatPaymentAmount(due.cents / 100)
    : formatCurrencyAmount(due.cents / 100, due);

/** 'Bs 365,00 ($10.00)': the method's currency first, dollars beside it; '$10.00' alone in dollars. */
export const formatAmountDueWithDollars = (payment: Pick<Payment, 'amount_due' | 'amount'>) =>
  payment.amount_due.codigo === 'USD'
    ? formatAmountDue(payment)
    : `${formatAmountDue(payment)} (${formatPaymentAmount(payment.amount)})`;

/**
 * What the operator compares with her bank first: the amount due in the method's
 * currency and the reference, wrapped (never a horizontal scroll on a phone).
 */
export function AmountDue({ payment }: { payment: Payment }) {
  const inDollars = payment.amount_due.codigo === 'USD';
  return (
    <div className="min-w-0 space-y-1">
      <p className="text-3xl font-bold break-words text-slate-900 tabular-nums">
        A pagar: {formatAmountDue(payment)}
      </p>
      <p className="text-sm text-slate-600">
        {payment.payment_method}
        {!inDollars && ` · ${formatPaymentAmount(payment.amount)}`}
      </p>
      {payment.reference_number && (
        <p className="text-lg text-slate-900">
          Ref. <span className="font-mono font-semibold break-all">{payment.reference_number}</span>
        </p>
      )}
    </div>
  );
}
