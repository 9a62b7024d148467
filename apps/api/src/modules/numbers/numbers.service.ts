import {
  encodeNumberBitmap,
  errorCodes,
  format,
  messages,
  type RaffleNumbers,
  type RaffleNumbersBitmap,
  type ReleaseResult,
  type ReserveResult,
} from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { hasActivePaymentMethod } from '../payment-methods';
import * as repo from './numbers.repository';
import type { RaffleForNumbers } from './numbers.repository';
import { bumpNumbersVersion, recordNumbersChange, saleGuard, StaleRaffle } from './numbers-version';
import {
  assertInRange,
  holderKeysFor,
  isVisibleTo,
  loadRaffleForSale,
  onHeldRaffle,
  normalizeNumbers,
} from './raffle-sale';
import { capsArg } from '../../db/sale-args';
import { inNumbersStatement, inNumbersTransaction } from '../../db/transaction';
import { capError, capLockKeys, capsApply, capsFor } from '../abuse';
import { challengeUsed, type ChallengeTicket } from '../challenge';
import { abuseLimits } from '../settings';

export type NumbersFormat = 'plain' | 'bitmap';

/**
 * GET /numbers: the public status of every number of the range, no buyer data
 * ever. 404 for a draft unless the viewer is an admin.
 */
export async function getNumbers(
  { db, actor: user, now }: ServiceContext,
  { raffleId, format: numbersFormat }: { raffleId: number; format: NumbersFormat },
): Promise<RaffleNumbers | RaffleNumbersBitmap> {
  const header = await repo.findNumbersHeader(db, raffleId);
  if (!header || !isVisibleTo(header, user)) throw notFound(messages.raffles.notFound);
  const taken = await repo.listTakenNumbers(db, header.id, now);
  const sold: number[] = [];
  const reserved: number[] = [];
  for (const row of taken) (row.sold ? sold : reserved).push(row.number);
  const base = {
    raffle_id: header.id,
    start_number: header.start_number,
    end_number: header.end_number,
    version: header.version,
  };
  if (numbersFormat === 'bitmap') {
    return {
      ...base,
      bitmap: encodeNumberBitmap({
        start_number: base.start_number,
        end_number: base.end_number,
        sold,
        reserved,
      }),
    };
  }
  return { ...base, sold, reserved };
}

type HoldInput = {
  raffleId: number;
  numbers: number[];
  customer_id: string;
  /** The caller's network address (request.clientNetwork): the caps count per address. */
  clientAddress: string;
  /** Its IPv6 delegation (request.clientDelegation), capped too (ADR 077); null for IPv4. */
  clientDelegation: string | null;
  /** The guest's checked challenge, spent by the hold's statement; null when none is asked. */
  challenge: ChallengeTicket | null;
};

/**
 * Holds the free numbers of the selection for HOLD_MINUTES. Re-picking one's own
 * live hold keeps its deadline; holding numbers again after one's hold ended
 * continues its streak, which ends 2 × HOLD_MINUTES after it started
 * (rifas_hold in db/functions; ADR 049): past that, 409 until the streak is over. Numbers
 * taken meanwhile are listed, not an error. A holder's live holds in one raffle
 * never exceed MAX_NUMBERS_PER_ORDER, and the caps on outstanding numbers apply.
 */
export async function reserveNumbers(
  ctx: ServiceContext,
  { raffleId, clientAddress, clientDelegation, challenge, ...input }: HoldInput,
): Promise<ReserveResult> {
  const { db, now, actor: user, config } = ctx;
  const { maxNumbersPerOrder, holdMinutes } = config;
  const numbers = normalizeNumbers(input.numbers, maxNumbersPerOrder);
  const heldRaffle = await loadRaffleForSale(ctx, raffleId, user, now);
  assertInRange(heldRaffle, numbers);
  // A hold nobody can pay for only blocks the numbers: refuse it up front.
  const payable = await ctx.runtime.held.read(
    'payment-methods:any-active',
    ['payment-methods'],
    () => hasActivePaymentMethod(db),
  );
  if (!payable) throw conflict(messages.purchase.noMethods);
  const holderKeys = holderKeysFor(input.customer_id, user);
  // The operator's limits (modules/settings, held in memory): a change applies to the next hold.
  const abuse = await abuseLimits(ctx);
  // Caps off (ABUSE_LIMITS=false, or an admin) only skip the counts (ADR 040).
  const capped = capsApply(abuse, user);
  const lockKeys = capLockKeys(capped, {
    clientAddress,
    clientDelegation,
    holderKeys,
    buyerKeys: [],
  });
  const holdOn = (raffle: RaffleForNumbers, fresh: boolean) => {
    const caps = capsFor(abuse, raffle);
    // One statement, its own transaction (rifas_hold in db/functions, ADR 060).
    return inNumbersStatement(ctx, async (statement) => {
      const result = await repo.hold(statement, {
        raffleId,
        numbers,
        holderKeys,
        lockKeys,
        address: clientAddress,
        delegation: clientDelegation,
        now,
        caps: capped ? capsArg(caps) : null,
        delegationMax: capped ? caps.delegation : null,
        maxLive: maxNumbersPerOrder,
        holdMinutes,
        // An admin's holds have no streak (ADR 049), as they have no caps.
        streaks: user?.role !== 'admin',
        guard: saleGuard(raffle, numbers),
        // A second try after a stale raffle: the first spent it.
        challenge: fresh ? null : challenge,
      });
      switch (result.outcome) {
        case 'held':
          if (result.version !== null) {
            recordNumbersChange(statement, raffleId, result.version);
          }
          return result.held;
        case 'stale':
          // The raffle stopped selling (or its range shrank, or the row held in memory was behind).
          throw fresh ? conflict(messages.raffles.unavailable) : new StaleRaffle();
        case 'buyer_cap':
          throw capError('buyer', caps, result.counted!);
        case 'address_cap':
          throw capError('address', caps, result.counted!);
        case 'delegation_cap':
          throw capError('delegation', caps, result.counted!);
        case 'challenge_used':
          throw challengeUsed();
        case 'hold_limit':
          throw badRequest(format(messages.numbers.holdLimit, { max: maxNumbersPerOrder }));
        case 'exhausted':
          throw holdsExhausted(result.exhausted, result.holdableAt!, now);
      }
    });
  };
  // One hold at a time on PGlite, in arrival order: inNumbersStatement takes the turn.
  const reserved = await onHeldRaffle(ctx, { raffle: heldRaffle, user, now, numbers }, holdOn);
  const heldSet = new Set(reserved.map((h) => h.number));
  // A renewed hold keeps its first deadline: the answer gives the earliest one.
  const expiresAt = now.getTime() + holdMinutes * 60_000;
  const earliest = Math.min(expiresAt, ...reserved.map((h) => h.expiresAt.getTime()));
  return {
    reserved: reserved.map((h) => h.number),
    unavailableNumbers: numbers.filter((n) => !heldSet.has(n)),
    expires_at: new Date(earliest).toISOString(),
    seconds_left: Math.max(0, Math.floor((earliest - now.getTime()) / 1000)),
  };
}

/** 409: the holder kept these numbers held as long as one may in a row (ADR 049). */
function holdsExhausted(numbers: number[], holdableAt: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((holdableAt.getTime() - now.getTime()) / 60_000));
  return conflict(format(messages.numbers.holdExhausted, { minutes }), {
    code: errorCodes.holdExhausted,
    numbers,
  });
}

/** Releases the caller's own holds only (remembered: a re-hold continues their streak). */
export async function releaseNumbers(
  ctx: ServiceContext,
  { raffleId, ...input }: Omit<HoldInput, 'clientAddress' | 'clientDelegation' | 'challenge'>,
): Promise<ReleaseResult> {
  const { db, actor: user, config } = ctx;
  const numbers = normalizeNumbers(input.numbers, config.maxNumbersPerOrder);
  const raffle = await repo.findRaffle(db, raffleId);
  if (!raffle || !isVisibleTo(raffle, user)) throw notFound(messages.raffles.notFound);
  const holderKeys = holderKeysFor(input.customer_id, user);
  const released = await inNumbersTransaction(ctx, async (tx) => {
    const freed = await repo.deleteHolds(tx, raffleId, numbers, holderKeys, ctx.now);
    if (freed.length > 0) {
      await bumpNumbersVersion(tx, raffleId);
    }
    return freed;
  });
  return { releasedCount: released.length };
}
