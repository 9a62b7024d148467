import type { Change, FeedMessage } from '../db/changes';
import type { App } from '../app';

type NumbersChange = Extract<Change, { k: 'numbers' }>;

/** Records what an app's change feed hears (its own changes and other instances'). */
export function recordChanges(app: App) {
  const heard: FeedMessage[] = [];
  const stop = app.runtime.changes.subscribe((message) => heard.push(message));
  const numbersOf = (raffleId: number) =>
    heard.filter((m): m is NumbersChange => m.k === 'numbers' && m.raffle_id === raffleId);
  return {
    heard,
    stop,
    numbersOf,
    /** Resolves when `test` holds, polling every 10 ms; throws after `timeoutMs`. */
    async until(test: () => boolean, timeoutMs = 1000): Promise<void> {
      const deadline = Date.now() + timeoutMs;
      while (!test()) {
        if (Date.now() > deadline) throw new Error(`not heard within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    },
  };
}
