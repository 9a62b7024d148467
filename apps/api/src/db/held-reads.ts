import type { Change, ChangeFeed } from './changes';

type Kind = Change['k'];
type Held = { value: Promise<unknown>; kinds: readonly Kind[] };

/**
 * Rows the sale path reads on every hold and purchase but that change a few
 * times a day (a raffle's price and dates, a payment method, the rates, the
 * shop's settings) and what the sale makes of them alone (the e-mail frames of
 * mail/held-frames.ts), held in this process's memory and dropped by the change
 * feed: on a change of one of their kinds (from this instance at once, from
 * others through LISTEN/NOTIFY) and on a LISTEN reconnect. A read that a change overtook is
 * answered but not kept. Whoever uses a held row must stay correct when it is
 * a few milliseconds old: the purchase re-checks the raffle under its share
 * lock (ADR 003, ADR 022). One per app (`runtime.held`); read outside any
 * transaction only: a transaction's reads are its own.
 */
export class HeldReads {
  private readonly entries = new Map<string, Held>();

  constructor(feed: ChangeFeed) {
    feed.subscribe((message) => {
      if (message.k === 'numbers') return; // the hot path's own change: nothing held depends on it
      for (const [key, held] of this.entries) {
        if (message.k === 'reset' || held.kinds.includes(message.k)) this.entries.delete(key);
      }
    });
  }

  /** `load()`'s answer, from memory while no change of `kinds` has happened since it was read. */
  read<T>(key: string, kinds: readonly Kind[], load: () => Promise<T>): Promise<T> {
    const held = this.entries.get(key);
    if (held) return held.value as Promise<T>;
    // Drizzle's queries are thenables: adopt them as a promise that starts now.
    const value = Promise.resolve(load());
    const entry: Held = { value, kinds };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  /** Forgets a held row that turned out to be behind (the next read loads it). */
  drop(key: string) {
    this.entries.delete(key);
  }
}
