import { buyerCapMessage, format, messages, numbersCap } from '@rifas/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../context';
import { lockAndCountOutstanding, lockKeys } from './outstanding.repository';

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

/** The 429 of a cap: the buyer's (with what they already have) or the address's. */
export function capError(
  which: 'buyer' | 'address',
  caps: { buyer: number; address: number },
  counted: number,
): AppError {
  const max = caps[which];
  const text =
    which === 'buyer'
      ? buyerCapMessage({ max, count: counted })
      : format(messages.abuse.addressCap, { max });
  return new AppError(429, text, text, { limit: max });
}

/**
 * The advisory locks a hold or a sale takes in its raffle, sorted and without
 * repeats: with the caps, its address, its holder keys and its buyer's
 * identity keys (two requests sharing any of them take turns, so they cannot
 * both pass a cap); without them only its holder keys (its live holds count
 * per order): the address lock would queue every purchase from one address
 * behind the one before it, through its commit.
 */
export function capLockKeys(
  capped: boolean,
  request: Pick<CapRequest, 'clientAddress' | 'holderKeys' | 'buyerKeys'>,
): string[] {
  const { clientAddress, holderKeys, buyerKeys } = request;
  const keys = capped
    ? [`addr:${clientAddress}`, ...holderKeys, ...buyerKeys.map((key) => `buyer:${key}`)]
    : [...holderKeys];
  return [...new Set(keys)].sort();
}

/**
 * Inside the hold's transaction: takes its locks (capLockKeys), then refuses
 * (429) when the raffle's outstanding numbers (live holds + pending payments)
 * of that address or that buyer would pass their cap. The sale does the same
 * inside its one statement (rifas_sell, migration 0023).
 */
export async function assertWithinCaps(
  tx: Executor,
  limits: AbuseLimits,
  request: CapRequest,
): Promise<void> {
  const { raffle, clientAddress, holderKeys, buyerKeys } = request;
  const capped = capsApply(limits, request.user);
  const keys = capLockKeys(capped, request);
  if (!capped) {
    await lockKeys(tx, raffle.id, keys);
    return;
  }
  const caps = capsFor(limits, raffle);
  const adding = request.numbers.length;
  const { byBuyer, byAddress } = await lockAndCountOutstanding(
    tx,
    { raffleId: raffle.id, now: request.now, excluding: request.numbers },
    { keys, address: clientAddress, holderKeys, buyerKeys },
  );
  if (byBuyer + adding > caps.buyer) throw capError('buyer', caps, byBuyer);
  if (byAddress + adding > caps.address) throw capError('address', caps, byAddress);
}
