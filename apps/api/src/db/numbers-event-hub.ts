import type { NumbersEvent } from '@rifas/shared';
import type { ChangeFeed, FeedMessage } from './changes';

type Listener = (event: NumbersEvent) => void;

/**
 * Fans the change feed (db/changes.ts) out to the SSE clients of each raffle.
 * Writers publish after their commit, so an event reaches this instance's
 * pickers right after the change commits, and every other instance's through
 * LISTEN/NOTIFY. When changes may have been missed (the LISTEN connection was
 * re-established) every open picker gets an event without numbers: refetch.
 * One per app, in its runtime (`runtime.events`); the pickers' stream is
 * modules/events.
 */
export class NumbersEventHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly unsubscribe: () => void;
  /** The latest version heard, sent as the first event of a stream. */
  latestVersion = 0;
  /** Comment lines keep proxies and browsers from closing an idle stream. */
  heartbeatMs = 20_000;

  constructor(feed: ChangeFeed) {
    this.unsubscribe = feed.subscribe((message) => this.dispatch(message));
  }

  subscribe(raffleId: number, listener: Listener): () => void {
    let set = this.listeners.get(raffleId);
    if (!set) {
      set = new Set();
      this.listeners.set(raffleId, set);
    }
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(raffleId) === set) this.listeners.delete(raffleId);
    };
  }

  subscriberCount(raffleId?: number): number {
    if (raffleId !== undefined) return this.listeners.get(raffleId)?.size ?? 0;
    let total = 0;
    for (const set of this.listeners.values()) total += set.size;
    return total;
  }

  close(): void {
    this.unsubscribe();
    this.listeners.clear();
  }

  private dispatch(message: FeedMessage): void {
    if (message.k === 'reset') {
      for (const [raffleId, set] of this.listeners) {
        this.send(set, { raffle_id: raffleId, version: this.latestVersion });
      }
      return;
    }
    if (message.k !== 'numbers') return;
    this.latestVersion = Math.max(this.latestVersion, message.version);
    const set = this.listeners.get(message.raffle_id);
    if (!set) return;
    this.send(set, { raffle_id: message.raffle_id, version: message.version });
  }

  private send(set: Set<Listener>, event: NumbersEvent): void {
    for (const listener of set) {
      try {
        listener(event);
      } catch {
        // A closed stream's write; its 'close' handler unsubscribes it.
      }
    }
  }
}
