import type { ExchangeRate } from '@rifas/shared';
import type { ServiceContext } from '../../context';

/** RATE_STALE_HOURS: a rate obtained before this instant is 'Tasa vieja'. */
export const staleRateBefore = ({ now, config }: Pick<ServiceContext, 'now' | 'config'>) =>
  new Date(now.getTime() - config.rateStale.hours * 3_600_000);

/** A rate older than this many refresh intervals is shown as stale in the header strip. */
const STALE_AFTER_INTERVALS = 3;

/** How old a public rate may be before the strip shows it as stale. */
export const publicStaleAfterMs = (refreshSeconds: number) =>
  STALE_AFTER_INTERVALS * refreshSeconds * 1000;

/** When the first rate now fresh turns stale (the answer changes then); null if none will. */
export function nextStaleAt(rates: readonly ExchangeRate[], refreshSeconds: number): number | null {
  let next: number | null = null;
  for (const rate of rates) {
    if (rate.stale || !rate.updated_at || rate.precio === 'N/A') continue;
    const at = Date.parse(rate.updated_at) + publicStaleAfterMs(refreshSeconds);
    next = next === null ? at : Math.min(next, at);
  }
  return next;
}
