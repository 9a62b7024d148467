import { PurchaseResultSchema, type PurchaseStatus, type PurchaseStatusInput } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { assertAttemptAllowed, recordFailure } from '../../lib/failure-throttle';
import { holderKeysFor } from '../numbers';
import { keptAnswer } from './purchase.idempotency';
import { findPaymentOwner } from './purchase.repository';

const NONE: PurchaseStatus = { state: 'none', purchase: null };

/**
 * POST /raffles/:id/purchase/status (ADR 070): whether the checkout sent with
 * this Idempotency-Key became a purchase, for a buyer whose answer was lost.
 * Proof of being that buyer is two secrets only her browser has: the random key
 * and the guest id that held the numbers (or her session). The kept answer is
 * given only when its payment is of this raffle and filed under one of her
 * holder keys; anything else, a key unknown, freed, expired or another buyer's,
 * answers the same 'none'. Misses are throttled per network like the other
 * lookups (RATE_LIMIT_LOOKUP_MAX).
 */
export async function purchaseStatus(
  ctx: ServiceContext,
  {
    raffleId,
    address,
    key,
    holder_id,
  }: PurchaseStatusInput & { raffleId: number; address: string },
): Promise<PurchaseStatus> {
  const { db, config, now, actor } = ctx;
  const limit = config.rateLimit.lookupMax;
  const throttle = {
    ...config.login,
    maxFailures: limit,
    addressMaxFailures: limit,
    floodFailures: limit,
    windowSeconds: config.rateLimit.windowSeconds,
  };
  const attempt = { scope: 'purchase-status', subject: 'key', address, now };
  await assertAttemptAllowed(db, throttle, attempt);

  const kept = await keptAnswer(db, key, now);
  // Still running on this instance: its key reaches the database with the committed sale (ADR 100).
  if (kept.kind === 'none' && ctx.runtime.purchasesRunning.has(key)) {
    return { state: 'processing', purchase: null };
  }
  const answer = kept.kind === 'kept' ? PurchaseResultSchema.safeParse(kept.response) : null;
  const owner = answer?.success ? await findPaymentOwner(db, answer.data.payment.id) : undefined;
  const holderKeys = holderKeysFor(holder_id, actor);
  if (
    !answer?.success ||
    !owner ||
    owner.raffleId !== raffleId ||
    owner.holderId === null ||
    !holderKeys.includes(owner.holderId)
  ) {
    await recordFailure(db, throttle, attempt);
    return NONE;
  }
  return { state: 'bought', purchase: answer.data };
}
