import type { QueryClient } from '@tanstack/react-query';
import { queryRoots } from './query-keys';
import { FIRST_LOAD_BLOCKS } from '@rifas/shared';
import { lazySchema } from './lazy-schema';
import { nextTask } from './next-task';
import { publicConfigQueryOptions } from './public-config';
import { raffleKeys } from './raffle-queries';

/**
 * How long the first render waits for the checks at most: a download that
 * stalls must not leave the page blank. The page then renders and reads the API.
 */
export const SEED_WAIT_MS = 2000;

const RaffleSchema = lazySchema('RaffleSchema');
const PublicConfigSchema = lazySchema('PublicConfigSchema');
const ExchangeRateListSchema = lazySchema('ExchangeRateListSchema');

/**
 * An answer written into this page's HTML, taken once (later reads ask the API
 * like any read); with the block's element for its attributes.
 */
function takeBlock(id: string): { element: HTMLElement; body: unknown } | null {
  const element = document.getElementById(id);
  if (!element) return null;
  element.remove();
  try {
    return { element, body: JSON.parse(element.textContent ?? '') as unknown };
  } catch {
    return null;
  }
}

/** Checks an answer with its read's schema and keeps it; a failed check keeps nothing. */
async function seed<T>(
  block: { body: unknown } | null,
  schema: () => Promise<{ parse(data: unknown): T }>,
  keep: (value: T) => void,
): Promise<void> {
  if (!block) return;
  try {
    const check = await schema();
    // Each answer's check in a task of its own, not in the one that evaluated the
    // checks' chunk (ADR 062).
    await nextTask();
    keep(check.parse(block.body));
  } catch {
    // the page's own read will ask the API
  }
}

/**
 * Whether this page load's rates came from its HTML and still owe their refetch:
 * the blocks are read once per page load, so this is page-load state too.
 */
let seededRatesDue = false;

/** The seeded rates' refetch (ADR 020), once, after the first paint (ADR 058). */
export function refetchSeededRates(queryClient: QueryClient): void {
  if (!seededRatesDue) return;
  seededRatesDue = false;
  void queryClient.invalidateQueries({ queryKey: queryRoots.exchangeRates });
}

/**
 * Puts what a shared raffle link's page carries into the query cache before the
 * first render: the raffle, the shop's config and the rates. The page then
 * renders whole in one go, its image already on the way (the head preloads it),
 * with no round trip to the API. Each answer is checked by the same schema as
 * the API's; one that fails (or whose check cannot download in time) is left to
 * the page's own read, as usual.
 */
export async function seedInlineAnswers(queryClient: QueryClient): Promise<void> {
  const raffle = takeBlock(FIRST_LOAD_BLOCKS.raffle);
  const raffleId = Number(raffle?.element.dataset.raffleId);
  const seeding = Promise.all([
    seed(raffle, RaffleSchema, (value) => {
      if (value.id === raffleId) queryClient.setQueryData(raffleKeys.detail(value.id), value);
    }),
    seed(takeBlock(FIRST_LOAD_BLOCKS.config), PublicConfigSchema, (value) =>
      queryClient.setQueryData(publicConfigQueryOptions().queryKey, value),
    ),
    // Rates age by time alone, and the page may be up to a minute old: shown at
    // once and refetched right after the first paint (refetchSeededRates), not
    // at mount, where the fetch would hold up the page's largest paint (ADR 058).
    seed(takeBlock(FIRST_LOAD_BLOCKS.rates), ExchangeRateListSchema, (value) => {
      queryClient.setQueryData(queryRoots.exchangeRates, value);
      seededRatesDue = true;
    }),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SEED_WAIT_MS);
  });
  await Promise.race([seeding, waited]);
  clearTimeout(timer);
}
