import type { Coupon, CouponInput } from '@rifas/shared';
import { isoToZonedLocal, zonedLocalToIso } from '@/lib/business-time';

/** What the coupon form's inputs hold: text as typed, dates as business wall-clock time. */
export type CouponFormValues = {
  code: string;
  kind: 'percent' | 'fixed';
  value: string;
  max_uses: string;
  max_uses_per_buyer: string;
  raffle_id: string;
  valid_from: string;
  valid_until: string;
  min_numbers: string;
};

export const emptyCouponForm: CouponFormValues = {
  code: '',
  kind: 'percent',
  value: '',
  max_uses: '',
  max_uses_per_buyer: '',
  raffle_id: '',
  valid_from: '',
  valid_until: '',
  min_numbers: '',
};

/** A saved coupon as the form shows it, for 'Editar cupón'. */
export function couponToForm(coupon: Coupon, timeZone: string): CouponFormValues {
  const local = (iso: string | null) => (iso ? isoToZonedLocal(iso, timeZone) : '');
  return {
    code: coupon.code,
    kind: coupon.kind,
    value: String(coupon.value),
    max_uses: String(coupon.max_uses),
    max_uses_per_buyer: coupon.max_uses_per_buyer === null ? '' : String(coupon.max_uses_per_buyer),
    raffle_id: coupon.raffle_id === null ? '' : String(coupon.raffle_id),
    valid_from: local(coupon.valid_from),
    valid_until: local(coupon.valid_until),
    min_numbers: String(coupon.min_numbers),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function toCouponInput(values: CouponFormValues, timeZone: string): CouponInput {
  return {
    code: values.code,
    kind: values.kind,
    value: values.value.replace(',', '.'),
    max_uses: values.max_uses,
    max_uses_per_buyer: orNull(values.max_uses_per_buyer),
    raffle_id: orNull(values.raffle_id) === null ? null : Number(values.raffle_id),
    valid_from: values.valid_from ? zonedLocalToIso(values.valid_from, timeZone) : null,
    valid_until: values.valid_until ? zonedLocalToIso(values.valid_until, timeZone) : null,
    min_numbers: orNull(values.min_numbers),
  };
}
