import { useMutation } from '@tanstack/react-query';
import { PurchaseResultSchema, type PurchasePayment, type PurchaseResult } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { challengeHeader, withChallenge, type ChallengeSource } from './hold-numbers';

export type PurchaseInput = {
  raffleId: number;
  numbers: number[];
  /** The `payment` JSON part: buyer data, method, reference, date, holder_id, transaction_data. */
  payment: Omit<PurchasePayment, 'payment_method_id'> & { payment_method_id: number };
  receipt: File | null;
  /** One per checkout: a retry after a lost answer replays the first purchase (docs/purchase-path.md). */
  idempotencyKey: string;
  /** The share of the request sent so far (0 to 1): the receipt's upload progress. */
  onProgress?: (fraction: number) => void;
  /** 'Cancelar' during the upload. */
  signal?: AbortSignal;
};

/** POST /api/raffles/:id/purchase (multipart: numbers, payment, image), with upload progress. */
export function purchaseNumbers(
  input: PurchaseInput,
  altcha: string | null = null,
): Promise<PurchaseResult> {
  const body = new FormData();
  body.append('numbers', JSON.stringify(input.numbers));
  body.append('payment', JSON.stringify(input.payment));
  if (input.receipt) body.append('image', input.receipt, input.receipt.name);
  return api.upload(`/raffles/${input.raffleId}/purchase`, body, {
    method: 'POST',
    headers: { 'Idempotency-Key': input.idempotencyKey, ...challengeHeader(altcha) },
    schema: PurchaseResultSchema,
    onProgress: input.onProgress,
    signal: input.signal,
  });
}

/**
 * The purchase; a guest's carries its own solved challenge (solved while the
 * buyer typed). The receipt was shrunk when it was chosen (utils/receipt-image.ts).
 */
export function usePurchase(challenge: ChallengeSource) {
  return useMutation({
    mutationFn: (input: PurchaseInput) =>
      withChallenge(challenge, (altcha) => purchaseNumbers(input, altcha)),
  });
}
