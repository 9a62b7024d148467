import { useMutation } from '@tanstack/react-query';
import { PurchaseResultSchema, type PurchasePayment, type PurchaseResult } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { challengeHeader, type ChallengeSource } from './hold-numbers';

export type PurchaseInput = {
  raffleId: number;
  numbers: number[];
  /** The `payment` JSON part: buyer data, method, reference, date, holder_id, transaction_data. */
  payment: Omit<PurchasePayment, 'payment_method_id'> & { payment_method_id: number };
  receipt: File | null;
  /** One per checkout: a retry after a lost answer replays the first purchase (docs/purchase-path.md). */
  idempotencyKey: string;
};

/** POST /api/raffles/:id/purchase (multipart: numbers, payment, image). */
export function purchaseNumbers(
  input: PurchaseInput,
  altcha: string | null = null,
): Promise<PurchaseResult> {
  const body = new FormData();
  body.append('numbers', JSON.stringify(input.numbers));
  body.append('payment', JSON.stringify(input.payment));
  if (input.receipt) body.append('image', input.receipt, input.receipt.name);
  return api.post(`/raffles/${input.raffleId}/purchase`, body, {
    headers: { 'Idempotency-Key': input.idempotencyKey, ...challengeHeader(altcha) },
    schema: PurchaseResultSchema,
  });
}

/** The purchase; a guest's carries its own solved challenge (solved while the buyer typed). */
export function usePurchase(challenge: ChallengeSource) {
  return useMutation({
    mutationFn: async (input: PurchaseInput) => purchaseNumbers(input, await challenge()),
  });
}
