import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CouponSchema, type Coupon, type CouponInput } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { couponKeys } from './keys';

/** PUT /api/coupons/:id (admin): new terms for the next purchases. */
export function updateCoupon({ id, data }: { id: number; data: CouponInput }): Promise<Coupon> {
  return api.put(`/coupons/${id}`, data, { schema: CouponSchema });
}

export function useUpdateCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
