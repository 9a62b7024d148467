import type { ServiceContext } from '../../context';
import { findNextRaffleChange } from './public-cache.repository';

/**
 * How long a held-ready raffle answer stays true by itself: until the next hold
 * of the raffle (or of any raffle, when raffleId is null) lapses or its draw
 * date passes. Null when only a write can change it (docs/decisions/011-public-answers-held-ready.md).
 */
export function nextRaffleChange(
  { db, now }: Pick<ServiceContext, 'db' | 'now'>,
  { raffleId }: { raffleId: number | null },
): Promise<number | null> {
  return findNextRaffleChange(db, now, raffleId);
}
