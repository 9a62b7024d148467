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
  const address = numbersCap(rangeSize, limits.addressPercent, limits.addressMin);
  return {
    address,
    buyer: numbersCap(rangeSize, limits.buyerPercent, limits.buyerMin),
    delegation: delegationCap(address),
  };
}

/**
 * An IPv6 delegation (a home's /48, ADR 077) holds at most a quarter more than
 * one address: 8 % → 10 % of a raffle, 200 → 250. Rotating its /64s gains a
 * home 2 % over one /64; honest neighbours sharing a carrier's /48, each on
 * its own /64, share 10 % of the raffle outstanding at once, more than an IPv4
 * CGNAT address's 8 %.
 */
export function delegationCap(addressCap: number): number {
  return Math.ceil(addressCap * 1.25);
}

/**
 * Who a hold or a sale is for, as the caps see it. The counts themselves run
 * inside the one statement of each (rifas_hold and rifas_sell, through
 * rifas_outstanding; db/functions).
 */
export type CapRequest = {
  clientAddress: string;
  /** The IPv6 delegation a hold counts (request.clientDelegation); null or absent: none. */
  clientDelegation?: string | null;
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
  which: 'buyer' | 'address' | 'delegation',
  caps: { buyer: number; address: number; delegation: number },
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
  const { clientAddress, clientDelegation, holderKeys, buyerKeys } = request;
  const delegation = clientDelegation ? [`deleg:${clientDelegation}`] : [];
  const keys = capped
    ? [
        `addr:${clientAddress}`,
        ...delegation,
        ...holderKeys,
        ...buyerKeys.map((key) => `buyer:${key}`),
      ]
    : [...holderKeys];
  return [...new Set(keys)].sort();
}
