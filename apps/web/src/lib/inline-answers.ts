import type { QueryClient } from '@tanstack/react-query';
import type { Raffle } from '@rifas/shared';
import { lazySchema } from './lazy-schema';
import { raffleKeys } from './raffle-queries';

/** The data block a raffle page's HTML carries (the server's link-previews module). */
const RAFFLE_DATA_ID = 'raffle-data';

const RaffleSchema = lazySchema('RaffleSchema');

/**
 * The raffle answer written into this page's HTML, taken once (a later visit to
 * the raffle asks the API like any read): its id and the answer as sent.
 */
function takeInlineRaffle(): { id: number; body: unknown } | null {
  const element = document.getElementById(RAFFLE_DATA_ID);
  if (!element) return null;
  element.remove();
  const id = Number(element.dataset.raffleId);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  try {
    return { id, body: JSON.parse(element.textContent ?? '') as unknown };
  } catch {
    return null;
  }
}

/**
 * Puts the raffle a shared link opens into the query cache before the first
 * render: the page then renders whole in one go, its image already on the way
 * (the head preloads it), with no round trip to GET /api/raffles/:id. The answer
 * is checked by the same schema as the API's; if the check or its download
 * fails, nothing is seeded and the page asks the API as usual.
 */
export async function seedInlineAnswers(queryClient: QueryClient): Promise<void> {
  const inline = takeInlineRaffle();
  if (!inline) return;
  try {
    const schema = await RaffleSchema();
    const raffle: Raffle = schema.parse(inline.body);
    if (raffle.id === inline.id) queryClient.setQueryData(raffleKeys.detail(raffle.id), raffle);
  } catch {
    // the page's own read will try the API
  }
}
