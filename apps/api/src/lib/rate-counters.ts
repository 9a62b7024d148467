import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { rowsOf } from '../db/sql-rows';

export type Counter = { count: number; resetAt: Date };

/**
 * Adds one to a counter in the shared rate_limits table and returns it; a
 * counter whose window has passed starts again at 1. One upsert, atomic on
 * PostgreSQL, so every instance counts the same requests.
 */
export async function hitCounter(
  db: Executor,
  key: string,
  windowMs: number,
  now: Date,
): Promise<Counter> {
  const resetAt = new Date(now.getTime() + windowMs);
  const rows = rowsOf<{ count: number; reset_at: Date | string }>(
    await db.execute(sql`
      insert into rate_limits (key, count, reset_at) values (${key}, 1, ${resetAt})
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= ${now}
          then excluded.reset_at else rate_limits.reset_at end
      returning count, reset_at`),
  );
  const row = rows[0]!;
  return { count: row.count, resetAt: new Date(row.reset_at) };
}

/** The counter as it stands (0 once its window has passed). */
export async function readCounter(db: Executor, key: string, now: Date): Promise<Counter> {
  const rows = rowsOf<{ count: number; reset_at: Date | string }>(
    await db.execute(sql`select count, reset_at from rate_limits where key = ${key}`),
  );
  const row = rows[0];
  if (!row || new Date(row.reset_at).getTime() <= now.getTime()) {
    return { count: 0, resetAt: now };
  }
  return { count: row.count, resetAt: new Date(row.reset_at) };
}

/** Keeps the counter alive (and blocking) until `resetAt`, if that is later. */
export async function extendCounter(db: Executor, key: string, resetAt: Date) {
  await db.execute(sql`
    update rate_limits set reset_at = greatest(reset_at, ${resetAt}) where key = ${key}`);
}

export async function clearCounter(db: Executor, key: string) {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}
