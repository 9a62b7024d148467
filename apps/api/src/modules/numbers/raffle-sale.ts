import { deriveRaffleState, errorCodes, format, messages } from '@rifas/shared';
import type { AppDb } from '../../db/database-runtime';
import { badRequest, conflict, notFound } from '../../lib/errors';
import type { Actor } from '../../context';
import { countSoldNumbers, findRaffle, type RaffleForNumbers } from './numbers.repository';
import { StaleRaffle } from './numbers-version';

/** Pending raffles are drafts: only an admin may see that they exist (docs/domain.md). */
export function isVisibleTo(raffle: { status: string }, user: Actor): boolean {
  return raffle.status !== 'pending' || user?.role === 'admin';
}

/**
 * The raffle if it can sell now; 404 when missing or a draft, 409 when it cannot
 * sell. The row comes from this instance's memory (db/held-reads.ts) unless
 * `fresh`: the sale's guard re-checks it under the share lock (saleGuard), and a
 * sale whose held row was behind runs again on a fresh one (ADR 022).
 */
export async function loadRaffleForSale(
  { db, runtime }: AppDb,
  raffleId: number,
  user: Actor,
  now: Date,
  { fresh = false }: { fresh?: boolean } = {},
): Promise<RaffleForNumbers> {
  const key = `raffle-sale:${raffleId}`;
  if (fresh) runtime.held.drop(key);
  const raffle = await runtime.held.read(key, ['raffles'], () => findRaffle(db, raffleId));
  if (!raffle || !isVisibleTo(raffle, user)) throw notFound(messages.raffles.notFound);
  const drawPassed = raffle.drawDate.getTime() <= now.getTime();
  // The sold count only matters for the minimum rule after the draw date.
  const soldNumbers =
    raffle.isMinimalRequired && drawPassed ? await countSoldNumbers(db, raffleId) : 0;
  const state = deriveRaffleState(
    {
      status: raffle.status,
      draw_date: raffle.drawDate,
      is_minimal_required: raffle.isMinimalRequired,
      minimal_number: raffle.minimalNumber,
      sold_numbers: soldNumbers,
      numero_ganador: raffle.winningNumber,
      auto_close: raffle.autoClose,
      sales_close_at: raffle.salesCloseAt,
    },
    now,
  );
  // The database refuses it too (rifas_guarded_version): a row held in memory may be behind.
  if (state.sales_closed) throw conflict(messages.raffles.salesClosed);
  if (!state.can_sell) {
    throw conflict(state.ended ? messages.raffles.ended : messages.raffles.unavailable);
  }
  return raffle;
}

/**
 * Runs a hold or a sale on the raffle held in memory and, when its guard found
 * the row behind (StaleRaffle), once more on a fresh read (`fresh` = true), which
 * either succeeds on the current row or gives the right refusal (ADR 022).
 */
export async function onHeldRaffle<T>(
  app: AppDb,
  sale: { raffle: RaffleForNumbers; user: Actor; now: Date; numbers: readonly number[] },
  run: (raffle: RaffleForNumbers, fresh: boolean) => Promise<T>,
): Promise<T> {
  try {
    return await run(sale.raffle, false);
  } catch (err) {
    if (!(err instanceof StaleRaffle)) throw err;
    const raffle = await loadRaffleForSale(app, sale.raffle.id, sale.user, sale.now, {
      fresh: true,
    });
    assertInRange(raffle, sale.numbers);
    return run(raffle, true);
  }
}

/** Sorted, without repeats; at most `max` numbers per hold or purchase. */
export function normalizeNumbers(numbers: readonly number[], max: number): number[] {
  const unique = [...new Set(numbers)].sort((a, b) => a - b);
  if (unique.length > max) {
    const tooMany = format(messages.numbers.tooManyPerOrder, { max });
    throw badRequest(tooMany, { code: errorCodes.tooManyNumbers });
  }
  return unique;
}

/** 400 with the numbers outside the raffle's range. */
export function assertInRange(
  raffle: { startNumber: number; endNumber: number },
  numbers: readonly number[],
): void {
  const nonExistentNumbers = numbers.filter((n) => n < raffle.startNumber || n > raffle.endNumber);
  if (nonExistentNumbers.length > 0) {
    throw badRequest(messages.purchase.nonExistent, { nonExistentNumbers });
  }
}

/**
 * Holder keys. A guest's hold is keyed by its browser id (`g:<id>`), a logged-in
 * user's by the account (`u:<id>`), so nobody can act on a user's holds by
 * sending a guessable id. New holds go under the first key; the others are also
 * recognised as "mine" (a guest who logs in mid-checkout keeps its holds).
 */
export function holderKeysFor(guestId: string | null | undefined, user: Actor): string[] {
  const keys: string[] = [];
  if (user) keys.push(`u:${user.id}`);
  if (guestId) keys.push(`g:${guestId}`);
  return keys;
}
