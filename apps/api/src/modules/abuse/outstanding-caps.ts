import { buyerCapMessage, format, messages, numbersCap } from '@rifas/shared';
import type { Executor } from '../../db/client';
import type { StatementPart } from '../../db/prepared';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../context';
import { keyLocks, lockAndCountOutstanding, lockKeys } from './outstanding.repository';

export type AbuseLimits = {
  enabled: boolean;
  addressPercent: number;
  addressMin: number;
  buyerPercent: number;
  buyerMin: number;
};

export function capsFor(limits: AbuseLimits, raffle: { startNumber: number; endNumber: number }) {
  const rangeSize = raffle.endNumber - raffle.startNumber + 1;
  return {
    address: numbersCap(rangeSize, limits.addressPercent, limits.addressMin),
    buyer: numbersCap(rangeSize, limits.buyerPercent, limits.buyerMin),
  };
}

export type CapRequest = {
  raffle: { id: number; startNumber: number; endNumber: number };
  now: Date;
  user: Actor;
  clientAddress: string;
  holderKeys: readonly string[];
  /** Normalised identity keys; none on a hold (it carries no buyer data). */
  buyerKeys: readonly string[];
  /** The request's numbers (sorted, without repeats). */
  numbers: readonly number[];
};

/** Whether the caps apply to this buyer: on, and not an admin. */
export function capsApply(limits: AbuseLimits, user: Actor): boolean {
  return limits.enabled && user?.role !== 'admin';
}

const capError = (text: string, max: number) => new AppError(429, text, text, { limit: max });

/**
 * Inside the hold's or purchase's transaction: takes the locks of its address
 * and buyer keys, then refuses (429) when the raffle's outstanding numbers
 * (live holds + pending payments) of that address or that buyer would pass
 * their cap. Admins are not capped. Without caps (ABUSE_LIMITS=false, or an
 * admin) only the holder's own keys are locked (its hold count per order): the
 * address lock would queue every purchase from one address behind the one
 * before it, through its commit. Then, with `lockLater`, those locks are not
 * taken here but returned, for the caller's first statement to take (one round
 * trip less, ADR 022); otherwise (and when capped) it returns null.
 */
export async function assertWithinCaps(
  tx: Executor,
  limits: AbuseLimits,
  request: CapRequest,
  { lockLater = false }: { lockLater?: boolean } = {},
): Promise<StatementPart | null> {
  const { raffle, clientAddress, holderKeys, buyerKeys } = request;
  const capped = capsApply(limits, request.user);
  if (!capped && lockLater) return keyLocks(raffle.id, holderKeys);
  if (!capped) {
    await lockKeys(tx, raffle.id, holderKeys);
    return null;
  }
  const caps = capsFor(limits, raffle);
  const adding = request.numbers.length;
  const { byBuyer, byAddress } = await lockAndCountOutstanding(
    tx,
    { raffleId: raffle.id, now: request.now, excluding: request.numbers },
    {
      keys: [`addr:${clientAddress}`, ...holderKeys, ...buyerKeys.map((key) => `buyer:${key}`)],
      address: clientAddress,
      holderKeys,
      buyerKeys,
    },
  );
  if (byBuyer + adding > caps.buyer) {
    throw capError(buyerCapMessage({ max: caps.buyer, count: byBuyer }), caps.buyer);
  }
  if (byAddress + adding > caps.address) {
    throw capError(format(messages.abuse.addressCap, { max: caps.address }), caps.address);
  }
  return null;
}
