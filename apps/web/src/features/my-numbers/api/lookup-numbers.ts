import { useMutation } from '@tanstack/react-query';
import { BuyerPurchasesSchema, type BuyerPurchases, type NumbersLookupInput } from '@rifas/shared';
import { api } from '@/lib/api-client';

/** POST /api/numbers/lookup: a guest's purchases by cédula plus e-mail or phone. */
export function lookupNumbers(input: NumbersLookupInput): Promise<BuyerPurchases> {
  return api.post<BuyerPurchases>('/numbers/lookup', input, { schema: BuyerPurchasesSchema });
}

export function useLookupNumbers() {
  return useMutation({ mutationFn: lookupNumbers });
}
