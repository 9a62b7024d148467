import { queryOptions, useQuery } from '@tanstack/react-query';
import { SellerListSchema, type Seller } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { sellerKeys } from './keys';

/** GET /api/sellers (admin): every seller with validated figures per raffle. */
export function getSellers(signal?: AbortSignal): Promise<Seller[]> {
  return api.get('/sellers', { schema: SellerListSchema, signal });
}

export const sellersQueryOptions = () =>
  queryOptions({ queryKey: sellerKeys.list(), queryFn: ({ signal }) => getSellers(signal) });

export function useSellers() {
  return useQuery(sellersQueryOptions());
}
