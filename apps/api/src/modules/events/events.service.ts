import { messages } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { notFound } from '../../lib/errors';
import { findRaffle, isVisibleTo } from '../numbers';

/**
 * Whether the caller may follow this raffle's numbers: the raffle exists and is
 * visible to them (a draft only to an admin). A 404 otherwise, the same answer
 * as the numbers themselves give.
 */
export async function assertStreamable(
  { db, actor }: ServiceContext,
  { raffleId }: { raffleId: number },
): Promise<void> {
  const raffle = await findRaffle(db, raffleId);
  if (!raffle || !isVisibleTo(raffle, actor)) throw notFound(messages.raffles.notFound);
}
