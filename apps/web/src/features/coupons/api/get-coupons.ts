import { queryOptions, useQuery } from '@tanstack/react-query';
import { CouponListSchema, type Coupon } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { couponKeys } from './keys';

/** GET /api/coupons (admin only: codes are never listed to anyone else). */
export function getCoupons(signal?: AbortSignal): Promise<Coupon[]> {
  return api.get('/coupons', { schema: CouponListSchema, signal });
}

export const couponsQueryOptions = () =>
  queryOptions({ queryKey: couponKeys.list(), queryFn: ({ signal }) => getCoupons(signal) });

export function useCoupons() {
  return useQuery(couponsQueryOptions());
}
