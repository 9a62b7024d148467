import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  lotteryFetches,
  lotterySources,
  prizeResultWatches,
  type WatchSource,
} from '../../db/schema';

export type SourceRow = typeof lotterySources.$inferSelect;
export type WatchRow = typeof prizeResultWatches.$inferSelect;
export type NewFetch = typeof lotteryFetches.$inferInsert;

export async function findOwnSources(db: Executor): Promise<SourceRow[]> {
  return db.select().from(lotterySources).orderBy(asc(lotterySources.id));
}

export async function findOwnSourcesById(db: Executor, ids: number[]): Promise<SourceRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(lotterySources).where(inArray(lotterySources.id, ids));
}

export async function insertSource(
  db: Executor,
  values: typeof lotterySources.$inferInsert,
): Promise<SourceRow> {
  const [row] = await db.insert(lotterySources).values(values).returning();
  return row!;
}

export async function findWatches(db: Executor, raffleId: number): Promise<WatchRow[]> {
  return db
    .select()
    .from(prizeResultWatches)
    .where(eq(prizeResultWatches.raffleId, raffleId))
    .orderBy(asc(prizeResultWatches.position));
}

export async function findWatch(
  db: Executor,
  key: { raffleId: number; position: number },
  lock = false,
): Promise<WatchRow | undefined> {
  const query = db
    .select()
    .from(prizeResultWatches)
    .where(
      and(
        eq(prizeResultWatches.raffleId, key.raffleId),
        eq(prizeResultWatches.position, key.position),
      ),
    );
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** Sets (or replaces) a prize's sources; it starts waiting again from its draw. */
export async function upsertWatch(
  db: Executor,
  values: Pick<
    WatchRow,
    'raffleId' | 'position' | 'lottery' | 'drawAt' | 'draw' | 'sourceIds' | 'nextCheckAt'
  >,
  now: Date,
): Promise<WatchRow> {
  const reset = { state: 'waiting' as const, checks: 0, result: null, detail: null, source: null };
  const [row] = await db
    .insert(prizeResultWatches)
    .values({ ...values, ...reset, updatedAt: now })
    .onConflictDoUpdate({
      target: [prizeResultWatches.raffleId, prizeResultWatches.position],
      set: {
        lottery: values.lottery,
        drawAt: values.drawAt,
        draw: values.draw,
        sourceIds: values.sourceIds,
        nextCheckAt: values.nextCheckAt,
        ...reset,
        updatedAt: now,
      },
    })
    .returning();
  return row!;
}

/**
 * Takes the watches due now and moves their next turn 5 minutes ahead in the
 * same transaction; rows another instance holds are skipped (SKIP LOCKED), so
 * each turn of each prize is read by one instance.
 */
export async function claimDueWatches(
  db: Executor,
  now: Date,
  everyMs: number,
  limit: number,
): Promise<WatchRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ raffleId: prizeResultWatches.raffleId, position: prizeResultWatches.position })
      .from(prizeResultWatches)
      .where(and(eq(prizeResultWatches.state, 'waiting'), lte(prizeResultWatches.nextCheckAt, now)))
      .orderBy(asc(prizeResultWatches.nextCheckAt))
      .limit(limit)
      .for('update', { skipLocked: true });
    const claimed: WatchRow[] = [];
    for (const key of due) {
      const [row] = await tx
        .update(prizeResultWatches)
        .set({
          nextCheckAt: new Date(now.getTime() + everyMs),
          checks: sql`${prizeResultWatches.checks} + 1`,
          updatedAt: now,
        })
        .where(
          and(
            eq(prizeResultWatches.raffleId, key.raffleId),
            eq(prizeResultWatches.position, key.position),
          ),
        )
        .returning();
      if (row) claimed.push(row);
    }
    return claimed;
  });
}

export async function settleWatch(
  db: Executor,
  key: { raffleId: number; position: number },
  values: {
    state: WatchRow['state'];
    result?: string | null;
    detail?: string | null;
    source?: WatchSource | null;
  },
  now: Date,
): Promise<void> {
  await db
    .update(prizeResultWatches)
    .set({ ...values, updatedAt: now })
    .where(
      and(
        eq(prizeResultWatches.raffleId, key.raffleId),
        eq(prizeResultWatches.position, key.position),
      ),
    );
}

export async function insertFetches(db: Executor, rows: NewFetch[]): Promise<void> {
  if (rows.length > 0) await db.insert(lotteryFetches).values(rows);
}
