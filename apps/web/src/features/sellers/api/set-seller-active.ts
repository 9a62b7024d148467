import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { sellerKeys } from './keys';

/** PUT /api/sellers/:id/active (admin): an inactive seller's link no longer credits sales. */
export function setSellerActive(input: { id: number; is_active: boolean }): Promise<unknown> {
  return api.put(`/sellers/${input.id}/active`, { is_active: input.is_active });
}

export function useSetSellerActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSellerActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}
