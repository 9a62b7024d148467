import { describeSalePrice, shortUsd } from '@rifas/shared';
import { formatUsd } from '@/lib/format';
import { orderPrice, type PricedRaffle } from '../utils/order-price';
import type { AppliedCoupon } from './coupon-field';

/** Numbers named before '+N más': a 500-number order must not fill the sheet. */
const MAX_LISTED = 30;

type PaymentOrderProps = {
  raffle: PricedRaffle;
  numbers: readonly number[];
  coupon: AppliedCoupon | null;
  total: number;
  label: (numbers: number[]) => string;
};

/**
 * What the buyer is paying for, at the top of the payment sheet (issue 42):
 * the numbers, the packs and coupon that made the price, and the total.
 */
export function PaymentOrder({ raffle, numbers, coupon, total, label }: PaymentOrderProps) {
  const listed = label(numbers.slice(0, MAX_LISTED));
  const more = numbers.length - MAX_LISTED;
  const { breakdown } = orderPrice(raffle, numbers.length);
  const price = describeSalePrice(
    {
      breakdown,
      discountCents: Math.round((coupon?.discount ?? 0) * 100),
      couponCode: coupon?.code ?? null,
    },
    shortUsd,
  );
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border border-slate-200 px-3 py-2 text-sm">
      <dt className="text-slate-500">{numbers.length === 1 ? 'Tu número' : 'Tus números'}</dt>
      <dd className="font-semibold break-words text-slate-900 tabular-nums">
        {more > 0 ? `${listed} y ${more} más` : listed}
      </dd>
      {price && (
        <>
          <dt className="text-slate-500">Precio</dt>
          <dd className="text-slate-800">{price}</dd>
        </>
      )}
      <dt className="text-slate-500">Total</dt>
      <dd className="font-semibold text-slate-900">{formatUsd(total)}</dd>
    </dl>
  );
}
