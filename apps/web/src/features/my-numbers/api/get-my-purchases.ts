import { queryOptions, useQuery } from '@tanstack/react-query';
import { BuyerPurchasesSchema, type BuyerPurchases } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { myNumbersKeys } from './keys';

/** GET /api/my-numbers/purchases: the signed-in user's purchases, no typing needed. */
export const myPurchasesQueryOptions = queryOptions({
  queryKey: myNumbersKeys.purchases,
  queryFn: ({ signal }) =>
    api.get<BuyerPurchases>('/my-numbers/purchases', { schema: BuyerPurchasesSchema, signal }),
});

export function useMyPurchases(enabled: boolean) {
  return useQuery({ ...myPurchasesQueryOptions, enabled });
}
