import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { couponKeys } from './keys';

/** PUT /api/coupons/:id/active (admin): a switched-off code is refused like an unknown one. */
export function setCouponActive(input: { id: number; is_active: boolean }): Promise<unknown> {
  return api.put(`/coupons/${input.id}/active`, { is_active: input.is_active });
}

export function useSetCouponActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setCouponActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: couponKeys.all }),
  });
}
