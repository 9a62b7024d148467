import { buyerCapMessage, format, messages, numbersCap } from '@rifas/shared';
import { AppError } from '../../lib/errors';
import type { Actor } from '../../context';

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

/**
 * Who a hold or a sale is for, as the caps see it. The counts themselves run
 * inside the one statement of each (rifas_hold and rifas_sell, through
 * rifas_outstanding; db/functions).
 */
export type CapRequest = {
  clientAddress: string;
  holderKeys: readonly string[];
  /** Normalised identity keys; none on a hold (it carries no buyer data). */
  buyerKeys: readonly string[];
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
export function capLockKeys(capped: boolean, request: CapRequest): string[] {
  const { clientAddress, holderKeys, buyerKeys } = request;
  const keys = capped
    ? [`addr:${clientAddress}`, ...holderKeys, ...buyerKeys.map((key) => `buyer:${key}`)]
    : [...holderKeys];
  return [...new Set(keys)].sort();
}
