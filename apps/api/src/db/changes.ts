import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from './client';

/** The one LISTEN/NOTIFY channel for every change public answers depend on (ADR 003, ADR 011). */
export const CHANGES_CHANNEL = 'rifas_changes';

/**
 * A change some public answer depends on. `numbers` comes from the code that
 * changed a raffle's numbers (bumpNumbersVersion); the others from triggers on
 * their tables (migration 0001), so no writer can forget them.
 */
export type Change =
  | { k: 'numbers'; raffle_id: number; version: number }
  | { k: 'raffles' }
  | { k: 'payment-methods' }
  | { k: 'rates' }
  | { k: 'settings' };

/** What subscribers hear: a change, or `reset` when changes may have been missed. */
export type FeedMessage = Change | { k: 'reset' };

type Envelope = { o: string; e?: Change[]; p?: string };

// NOTIFY payloads must stay under 8000 bytes.
const MAX_PAYLOAD_CHARS = 7000;
const KINDS = new Set(['numbers', 'raffles', 'payment-methods', 'rates', 'settings']);

function isChange(value: unknown): value is Change {
  if (!value || typeof value !== 'object') return false;
  const change = value as { k?: unknown; raffle_id?: unknown; version?: unknown };
  if (typeof change.k !== 'string' || !KINDS.has(change.k)) return false;
  return (
    change.k !== 'numbers' ||
    (typeof change.raffle_id === 'number' && typeof change.version === 'number')
  );
}

/**
 * Envelopes of at most MAX_PAYLOAD_CHARS each. Each change is serialised once and the envelope's
 * length kept as it grows: a storm of sales queues hundreds of changes between two flushes, and
 * serialising the whole batch again for each one made the packing quadratic.
 */
export function packChanges(origin: string, changes: readonly Change[]): string[] {
  const head = `${JSON.stringify({ o: origin }).slice(0, -1)},"e":[`;
  const envelope = (parts: string[]) => `${head}${parts.join(',')}]}`;
  const payloads: string[] = [];
  let parts: string[] = [];
  let length = head.length + 2;
  for (const change of changes) {
    const text = JSON.stringify(change);
    if (parts.length > 0 && length + 1 + text.length > MAX_PAYLOAD_CHARS) {
      payloads.push(envelope(parts));
      parts = [];
      length = head.length + 2;
    }
    length += text.length + (parts.length > 0 ? 1 : 0);
    parts.push(text);
  }
  if (parts.length > 0) payloads.push(envelope(parts));
  return payloads;
}

/**
 * One per app (its runtime, db/database-runtime.ts). Changes made here reach this app's
 * subscribers synchronously, right after their commit (a reader that follows the
 * writer sees them), and other instances through one NOTIFY per batch sent AFTER
 * the commit: a NOTIFY inside the transaction would serialise every purchase's
 * commit behind a database-wide lock (ADR 003). Changes NOTIFYed by the database
 * itself (triggers) or by other instances arrive through the LISTEN connection.
 */
export class ChangeFeed {
  readonly origin = randomUUID();
  private readonly listeners = new Set<(message: FeedMessage) => void>();
  private queue: Change[] = [];
  private flushing: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private readonly pings = new Map<string, () => void>();
  private pingCount = 0;

  constructor(
    private readonly database: Database,
    private readonly onError: (err: unknown, what: string) => void,
  ) {}

  async start(): Promise<void> {
    if (this.unlisten) return;
    this.unlisten = await this.database.listen(CHANGES_CHANNEL, (payload) => this.receive(payload));
  }

  async close(): Promise<void> {
    await this.flushing;
    const unlisten = this.unlisten;
    this.unlisten = null;
    // A database already closed (or gone) must not keep the app from closing.
    if (unlisten) {
      await Promise.race([
        unlisten().catch(() => undefined),
        new Promise((resolve) => setTimeout(resolve, 1000).unref()),
      ]);
    }
    for (const done of this.pings.values()) done();
    this.pings.clear();
  }

  subscribe(listener: (message: FeedMessage) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Call after the commit that made the changes. */
  publish(changes: readonly Change[]): void {
    if (changes.length === 0) return;
    for (const change of changes) this.emit(change);
    // PGlite is one process: nobody else is listening.
    if (this.database.driver !== 'pg') return;
    this.queue.push(...changes);
    this.flushing ??= this.flush();
  }

  /**
   * Resolves once every change committed before the call has reached this
   * instance's subscribers (NOTIFYs arrive in commit order, so our own ping
   * arriving proves it). Bounded by `timeoutMs`. Immediate on PGlite, where
   * notifications are delivered with the statement that commits.
   */
  sync(timeoutMs = 1000): Promise<void> {
    if (this.database.driver !== 'pg' || !this.unlisten) return Promise.resolve();
    const token = `${this.origin}:${(this.pingCount += 1)}`;
    return new Promise<void>((resolve) => {
      const timer = setTimeout(() => {
        this.pings.delete(token);
        resolve();
      }, timeoutMs);
      this.pings.set(token, () => {
        clearTimeout(timer);
        resolve();
      });
      const payload = JSON.stringify({ o: this.origin, p: token } satisfies Envelope);
      this.database.db
        .execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${payload})`)
        .catch((err: unknown) => {
          this.onError(err, 'change feed sync');
          this.pings.get(token)?.();
        });
    });
  }

  private async flush(): Promise<void> {
    try {
      while (this.queue.length > 0) {
        const batch = this.queue;
        this.queue = [];
        const notifies = packChanges(this.origin, batch).map(
          (payload) => sql`pg_notify(${CHANGES_CHANNEL}, ${payload})`,
        );
        try {
          await this.database.db.execute(sql`select ${sql.join(notifies, sql`, `)}`);
        } catch (err) {
          // Other instances keep their answers until their max age; say so, don't crash.
          this.onError(err, 'change feed notify');
        }
      }
    } finally {
      this.flushing = null;
    }
  }

  private receive(payload: string): void {
    // An empty payload: the LISTEN connection was re-established (db/client.ts).
    if (payload === '') return this.emit({ k: 'reset' });
    let envelope: Envelope;
    try {
      envelope = JSON.parse(payload) as Envelope;
    } catch (err) {
      return this.onError(err, 'malformed change notification');
    }
    if (envelope.p !== undefined) return this.pings.get(envelope.p)?.();
    if (envelope.o === this.origin || !Array.isArray(envelope.e)) return;
    for (const change of envelope.e) if (isChange(change)) this.emit(change);
  }

  private emit(message: FeedMessage): void {
    for (const listener of this.listeners) {
      try {
        listener(message);
      } catch (err) {
        this.onError(err, 'change listener');
      }
    }
  }
}
