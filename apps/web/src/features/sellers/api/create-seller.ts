import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SellerCreatedSchema, type SellerCreated, type SellerInput } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { sellerKeys } from './keys';

/** POST /api/sellers (admin) → { id, code, report_url }. */
export function createSeller(data: SellerInput): Promise<SellerCreated> {
  return api.post('/sellers', data, { schema: SellerCreatedSchema });
}

export function useCreateSeller() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSeller,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sellerKeys.all }),
  });
}
