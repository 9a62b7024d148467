import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';
import { rowsOf, textArray } from '../db/sql-rows';

/** The tables the hold and the sale count in (rifas_hold, rifas_sell): their plans follow their statistics. */
const HOT_TABLES = [
  'payments',
  'raffle_numbers',
  'hold_streaks',
  'idempotency_keys',
  'used_challenges',
  'payment_sales',
] as const;

// Every 2 s: a rush on a new shop runs on plans made for empty tables until the first analysis (ADR 101).
export const TABLE_STATISTICS_EVERY_MS = 2_000;

/**
 * Analyzes each hot table that grew by a fifth (and 8 pages) since its last
 * analysis, and answers their names (ADR 063). PGlite has no autovacuum, so
 * without this its planner would go on believing a table as it was at its
 * last analysis — and read every pending payment of a raffle to count one
 * buyer's. On PostgreSQL autovacuum does the same, but only every minute:
 * this also covers a burst on a new shop. Growth is read from the catalog
 * (pg_class and the file's size), not from the statistics collector, which
 * PGlite does not keep reliably.
 */
export async function refreshTableStatistics({ db }: Pick<ServiceContext, 'db'>) {
  const grown = rowsOf<{ name: (typeof HOT_TABLES)[number] }>(
    await db.execute(sql`
      select c.relname as name from pg_class c
      where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
        and c.relname = any(${textArray(HOT_TABLES)})
        and pg_relation_size(c.oid) / current_setting('block_size')::int
          > greatest(c.relpages, 0) * 1.2 + 8
      order by c.relname`),
  );
  // Names from the fixed list above, never from input.
  for (const { name } of grown) await db.execute(sql.raw(`analyze ${name}`));
  return grown.map(({ name }) => name);
}
