import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CouponSchema, type Coupon, type CouponInput } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { couponKeys } from './keys';

/** POST /api/coupons (admin). */
export function createCoupon(data: CouponInput): Promise<Coupon> {
  return api.post('/coupons', data, { schema: CouponSchema });
}

export function useCreateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
