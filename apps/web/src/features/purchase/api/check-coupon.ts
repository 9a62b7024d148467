import { useMutation } from '@tanstack/react-query';
import {
  CouponCheckResultSchema,
  type CouponCheckInput,
  type CouponCheckResult,
} from '@rifas/shared';
import { api } from '@/lib/api-client';

/** POST /api/coupons/check: what the order costs with that code (the purchase charges the same). */
export function checkCoupon(input: CouponCheckInput): Promise<CouponCheckResult> {
  return api.post('/coupons/check', input, { schema: CouponCheckResultSchema });
}

export function useCheckCoupon() {
  return useMutation({ mutationFn: checkCoupon });
}
