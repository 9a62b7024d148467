import type { App } from '../app';
import { jobContext } from '../context';
import { refreshAllRates } from '../modules/currencies';
import type { Job } from './runner';

/**
 * One refresh of every active currency's rate (docs/departures.md, §5). Several instances
 * take turns through an advisory lock, and a currency fetched less than half an
 * interval ago (by any instance) waits for the next turn.
 */
export function refreshRates(app: App) {
  const everyMs = app.config.ratesRefreshSeconds * 1000;
  return refreshAllRates(jobContext(app), { minAgeMs: everyMs / 2 });
}

/** The background job: every RATES_REFRESH_SECONDS (120). */
export function ratesRefreshJob(app: App): Job {
  return {
    name: 'rates-refresh',
    everyMs: app.config.ratesRefreshSeconds * 1000,
    run: () => refreshRates(app),
  };
}
