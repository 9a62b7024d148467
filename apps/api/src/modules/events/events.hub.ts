import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { NumbersEventSchema, type NumbersEvent } from '@rifas/shared';
import type { Database } from '../../db/client';
import { NUMBERS_CHANNEL } from '../numbers/numbers-version';

type Listener = (event: NumbersEvent) => void;

/**
 * One LISTEN per instance, fanned out in-process to the SSE clients of each
 * raffle. Writers NOTIFY inside their transaction (numbers-version.ts), so an
 * event reaches every instance exactly when the change commits, whichever
 * instance made it. The LISTEN opens with the first client and stays open
 * until the app closes.
 */
export class NumbersEventHub {
  private readonly listeners = new Map<number, Set<Listener>>();
  private listening: Promise<() => Promise<void>> | null = null;
  /** Comment lines keep proxies and browsers from closing an idle stream. */
  heartbeatMs = 20_000;

  constructor(
    private readonly database: Database,
    private readonly log: FastifyBaseLogger,
  ) {}

  async subscribe(raffleId: number, listener: Listener): Promise<() => void> {
    await this.listen();
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

  async close(): Promise<void> {
    this.listeners.clear();
    const listening = this.listening;
    this.listening = null;
    if (listening) await (await listening.catch(() => async () => undefined))();
  }

  private listen(): Promise<unknown> {
    if (!this.listening) {
      this.listening = this.database.listen(NUMBERS_CHANNEL, (payload) => this.dispatch(payload));
      // A failed LISTEN is retried by the next client instead of being cached.
      this.listening.catch(() => {
        this.listening = null;
      });
    }
    return this.listening;
  }

  private dispatch(payload: string): void {
    // An empty payload means the LISTEN connection was re-established (db/client.ts).
    if (payload === '') return;
    let event: NumbersEvent;
    try {
      event = NumbersEventSchema.parse(JSON.parse(payload));
    } catch (err) {
      this.log.warn({ err }, 'ignored a malformed numbers notification');
      return;
    }
    for (const listener of this.listeners.get(event.raffle_id) ?? []) {
      try {
        listener(event);
      } catch (err) {
        this.log.warn({ err }, 'an event listener failed');
      }
    }
  }
}

// Keyed by the HTTP server, which every encapsulated context of one app shares.
const hubs = new WeakMap<object, NumbersEventHub>();

/** The app's hub (created on first use). */
export function numbersEventHub(app: FastifyInstance): NumbersEventHub {
  let hub = hubs.get(app.server);
  if (!hub) {
    hub = new NumbersEventHub(app.database, app.log);
    hubs.set(app.server, hub);
  }
  return hub;
}
