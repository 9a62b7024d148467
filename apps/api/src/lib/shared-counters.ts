import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf, textArray } from '../db/sql-rows';
import { readCounter, type Counter } from './rate-counters';

/** How long hits wait in memory before they are added to the shared table. */
export const SHARE_EVERY_MS = 200;
/** How often the entries whose window has passed are dropped from memory. */
const PRUNE_EVERY_MS = 60_000;

type Entry = {
  /** The shared table's count as this process last saw it (its own shared hits included). */
  shared: number;
  /** Hits counted here and not yet added to the table. */
  pending: number;
  resetAt: number;
};

/**
 * Counters of the route rate limits, counted in this process and shared
 * through the rate_limits table in batches (ADR 022).
 *
 * Counting every request with its own upsert made one row per address the
 * hottest row of the database: every purchase from one address (a carrier's
 * NAT puts hundreds of phones behind one) queued for that row's lock through
 * its commit. Here every hit counts in memory, the first of a key in a window
 * too (ADR 061), and every SHARE_EVERY_MS one statement adds this process's new
 * hits of every key and reads back the totals. Within an instance the count is
 * exact; across instances a limit can be passed by what the others counted in
 * the last interval (a new instance learns them with its first batch). The login throttle, where that would matter, keeps its exact
 * per-attempt counters (lib/failure-throttle.ts).
 */
export class SharedCounters {
  private readonly entries = new Map<string, Entry>();
  /** The keys with hits not yet shared: a batch reads these, not every key of the window. */
  private readonly pending = new Set<string>();
  /** When entries whose window has passed were last dropped. */
  private prunedAt = 0;
  private timer: NodeJS.Timeout | null = null;
  private sharing: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Executor,
    private readonly onError: (err: unknown) => void,
  ) {}

  hit(key: string, windowMs: number, now: Date): Promise<Counter> {
    let entry = this.entries.get(key);
    if (entry && entry.resetAt <= now.getTime()) {
      this.entries.delete(key);
      entry = undefined;
    }
    if (!entry) {
      // A key's first hit counts here too and learns the others' count with the next batch
      // (ADR 061): asking the table first cost every new address one more statement.
      this.entries.set(key, { shared: 0, pending: 1, resetAt: now.getTime() + windowMs });
      this.schedule(key);
      return Promise.resolve({ count: 1, resetAt: new Date(now.getTime() + windowMs) });
    }
    entry.pending += 1;
    this.schedule(key);
    return Promise.resolve({
      count: entry.shared + entry.pending,
      resetAt: new Date(entry.resetAt),
    });
  }

  /** How many keys this process holds in memory. */
  get size(): number {
    return this.entries.size;
  }

  async read(key: string, now: Date): Promise<Counter> {
    const entry = this.entries.get(key);
    if (entry && entry.resetAt > now.getTime()) {
      return { count: entry.shared + entry.pending, resetAt: new Date(entry.resetAt) };
    }
    return readCounter(this.db, key, now);
  }

  /** Adds every pending hit to the table now (also on close, so none is lost). */
  share(now: Date = new Date()): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.sharing = this.sharing.then(() => this.shareNow(now)).catch(this.onError);
    return this.sharing;
  }

  /** Marks `key` for the next batch, which starts within SHARE_EVERY_MS. */
  private schedule(key: string) {
    this.pending.add(key);
    if (this.timer) return;
    this.timer = setTimeout(() => void this.share(), SHARE_EVERY_MS);
    this.timer.unref();
  }

  /**
   * Drops the entries whose window has passed, at most once per PRUNE_EVERY_MS: one address
   * that never comes back would otherwise stay in memory for good (ADR 109).
   */
  private prune(now: number) {
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    for (const [key, entry] of this.entries) {
      if (entry.resetAt <= now && entry.pending === 0) this.entries.delete(key);
    }
  }

  private async shareNow(now: Date): Promise<void> {
    this.prune(now.getTime());
    const batch: { key: string; entry: Entry; added: number }[] = [];
    for (const key of [...this.pending].sort()) {
      // One lock order across instances: the keys sorted.
      const entry = this.entries.get(key);
      if (entry && entry.pending > 0) batch.push({ key, entry, added: entry.pending });
    }
    this.pending.clear();
    if (batch.length === 0) return;
    let result;
    try {
      result = await this.db.execute(sql`
        insert into rate_limits (key, count, reset_at)
        select key, added, reset_at from unnest(
          ${textArray(batch.map((b) => b.key))},
          ${`{${batch.map((b) => b.added).join(',')}}`}::int[],
          ${`{${batch.map((b) => `"${new Date(b.entry.resetAt).toISOString()}"`).join(',')}}`}::timestamptz[]
        ) as t(key, added, reset_at)
        on conflict (key) do update set
          count = case when rate_limits.reset_at <= ${now}
            then excluded.count else rate_limits.count + excluded.count end,
          reset_at = case when rate_limits.reset_at <= ${now}
            then excluded.reset_at else rate_limits.reset_at end
        returning key, count, reset_at`);
    } catch (err) {
      // Not added: the next batch tries these again.
      for (const { key } of batch) this.pending.add(key);
      throw err;
    }
    const rows = rowsOf<{ key: string; count: number; reset_at: Date | string }>(result);
    const totals = new Map(rows.map((row) => [row.key, row]));
    for (const { key, entry, added } of batch) {
      entry.pending -= added;
      const total = totals.get(key);
      if (!total) continue;
      entry.shared = total.count;
      entry.resetAt = new Date(total.reset_at).getTime();
    }
  }
}
