import type { SharedCounters } from '../lib/shared-counters';
import type { Clock } from '../types';

type Callback = (error: Error | null, result?: { current: number; ttl: number }) => void;
// The plugin passes the route's merged limit options with the route under routeInfo
// (its published type says otherwise; its own Redis store reads routeInfo too).
type ChildOptions = { routeInfo?: { method?: unknown; url?: unknown } };

/**
 * A store for @fastify/rate-limit over the rate_limits table, so every
 * instance shares the counts (the default store is per process): counted in
 * this process and added to the table in batches (lib/shared-counters.ts,
 * ADR 022). Each route counts under its own prefix, like the plugin's Redis store.
 */
export function sharedRateLimitStore(counters: SharedCounters, clock: Clock) {
  return class SharedRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = 'rl:',
    ) {}

    incr(key: string, callback: Callback, timeWindow: number) {
      const now = clock();
      counters.hit(this.prefix + key, timeWindow, now).then(
        ({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - now.getTime()) }),
        (error: Error) => callback(error),
      );
    }

    read(key: string, callback: Callback) {
      const now = clock();
      counters.read(this.prefix + key, now).then(
        ({ count, resetAt }) =>
          callback(null, { current: count, ttl: Math.max(0, resetAt.getTime() - now.getTime()) }),
        (error: Error) => callback(error),
      );
    }

    child(routeOptions: object) {
      const { routeInfo } = routeOptions as ChildOptions;
      const route = `${String(routeInfo?.method ?? '')}${String(routeInfo?.url ?? '')}`;
      return new SharedRateLimitStore(undefined, `rl:${route}:`);
    }
  };
}
