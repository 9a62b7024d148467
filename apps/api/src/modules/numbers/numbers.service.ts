import {
  encodeNumberBitmap,
  format,
  messages,
  type RaffleNumbers,
  type RaffleNumbersBitmap,
  type ReleaseResult,
  type ReserveResult,
} from '@rifas/shared';
import type { Db } from '../../db/client';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { SessionUser } from '../../types';
import * as repo from './numbers.repository';
import { bumpNumbersVersion } from './numbers-version';
import {
  assertInRange,
  holderKeysFor,
  isVisibleTo,
  loadRaffleForSale,
  normalizeNumbers,
} from './raffle-sale';
import { inNumbersTransaction } from './transaction';

export type NumbersFormat = 'plain' | 'bitmap';

/**
 * The cheap part of GET /numbers: enough to answer 404 or 304. The tag changes
 * whenever the answer would: a write (version), a lapsed hold, a range edit.
 */
export async function findNumbersTag(
  db: Db,
  raffleId: number,
  user: SessionUser | null,
  now: Date,
  numbersFormat: NumbersFormat,
) {
  const header = await repo.findNumbersHeader(db, raffleId, now);
  if (!header || !isVisibleTo(header, user)) throw notFound(messages.raffles.notFound);
  const etag = `"n${header.version}.${header.expired_holds}.${header.start_number}-${header.end_number}.${numbersFormat}"`;
  return { header, etag };
}

/**
 * The public status of every number of the range: no buyer data, ever. Read
 * after the header, so the content is never older than its version and ETag
 * (at worst newer, and the next event makes the picker fetch again).
 */
export async function getNumbers(
  db: Db,
  header: { id: number; start_number: number; end_number: number; version: number },
  now: Date,
  numbersFormat: NumbersFormat,
): Promise<RaffleNumbers | RaffleNumbersBitmap> {
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

export type NumbersDeps = {
  db: Db;
  now: Date;
  holdMinutes: number;
  maxNumbersPerOrder: number;
};

/**
 * Holds the free numbers of the selection for HOLD_MINUTES (re-holding one's own
 * extends it); numbers taken meanwhile are listed, not an error. A holder's live
 * holds in one raffle never exceed MAX_NUMBERS_PER_ORDER.
 */
export async function reserveNumbers(
  deps: NumbersDeps,
  raffleId: number,
  input: { numbers: number[]; customer_id: string },
  user: SessionUser | null,
): Promise<ReserveResult> {
  const { db, now, maxNumbersPerOrder } = deps;
  const numbers = normalizeNumbers(input.numbers, maxNumbersPerOrder);
  const raffle = await loadRaffleForSale(db, raffleId, user, now);
  assertInRange(raffle, numbers);
  const holderKeys = holderKeysFor(input.customer_id, user);
  const holderKey = holderKeys[0]!;
  const expiresAt = new Date(now.getTime() + deps.holdMinutes * 60_000);

  const reserved = await inNumbersTransaction(db, async (tx) => {
    await repo.lockHolder(tx, raffleId, holderKey);
    const alreadyHeld = await repo.countLiveHolds(tx, raffleId, holderKeys, numbers, now);
    if (alreadyHeld + numbers.length > maxNumbersPerOrder) {
      throw badRequest(format(messages.numbers.holdLimit, { max: maxNumbersPerOrder }));
    }
    const held = await repo.claimHolds(tx, {
      raffleId,
      numbers,
      holderKey,
      holderKeys,
      expiresAt,
      now,
    });
    if (held.length > 0) {
      const guard = { minNumber: numbers[0]!, maxNumber: numbers[numbers.length - 1]! };
      const version = await bumpNumbersVersion(
        tx,
        raffleId,
        { status: 'reserved', numbers: held },
        guard,
      );
      // The raffle stopped selling (or its range shrank) while the hold was written.
      if (version === null) throw conflict(messages.raffles.unavailable);
    }
    return held.sort((a, b) => a - b);
  });
  const heldSet = new Set(reserved);
  return {
    reserved,
    unavailableNumbers: numbers.filter((n) => !heldSet.has(n)),
    expires_at: expiresAt.toISOString(),
  };
}

/** Releases the caller's own holds only. */
export async function releaseNumbers(
  deps: Pick<NumbersDeps, 'db' | 'maxNumbersPerOrder'>,
  raffleId: number,
  input: { numbers: number[]; customer_id: string },
  user: SessionUser | null,
): Promise<ReleaseResult> {
  const { db } = deps;
  const numbers = normalizeNumbers(input.numbers, deps.maxNumbersPerOrder);
  const raffle = await repo.findRaffle(db, raffleId);
  if (!raffle || !isVisibleTo(raffle, user)) throw notFound(messages.raffles.notFound);
  const holderKeys = holderKeysFor(input.customer_id, user);
  const released = await inNumbersTransaction(db, async (tx) => {
    const freed = await repo.deleteHolds(tx, raffleId, numbers, holderKeys);
    if (freed.length > 0) {
      await bumpNumbersVersion(tx, raffleId, { status: 'available', numbers: freed });
    }
    return freed;
  });
  return { releasedCount: released.length };
}
