import type { App } from '../app';
import { refreshAllRates } from '../modules/currencies/rates.service';
import type { Job } from './runner';

/**
 * One refresh of every active currency's rate (DESIGN §0, §5). Several instances
 * take turns through an advisory lock, and a currency fetched less than half an
 * interval ago (by any instance) waits for the next turn.
 */
export function refreshRates(app: App) {
  const everyMs = app.config.ratesRefreshSeconds * 1000;
  return refreshAllRates(app.database, {
    allowPrivate: app.config.allowPrivateRateUrls,
    clock: app.clock,
    minAgeMs: everyMs / 2,
  });
}

/** The background job: every RATES_REFRESH_SECONDS (120). */
export function ratesRefreshJob(app: App): Job {
  return {
    name: 'rates-refresh',
    everyMs: app.config.ratesRefreshSeconds * 1000,
    run: () => refreshRates(app),
  };
}
