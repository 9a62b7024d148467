import { queryOptions, useQuery } from '@tanstack/react-query';
import { BuyerPurchasesSchema, type BuyerPurchases } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { myNumbersKeys } from './keys';

/** GET /api/my-numbers/purchases: the signed-in user's purchases, no typing needed. */
export function getMyPurchases(signal?: AbortSignal): Promise<BuyerPurchases> {
  return api.get('/my-numbers/purchases', { schema: BuyerPurchasesSchema, signal });
}

export const myPurchasesQueryOptions = () =>
  queryOptions({
    queryKey: myNumbersKeys.purchases,
    queryFn: ({ signal }) => getMyPurchases(signal),
  });

export function useMyPurchases(enabled: boolean) {
  return useQuery({ ...myPurchasesQueryOptions(), enabled });
}
