import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/sql-rows';
import { createTestApp, type TestContext } from '../test/app';
import { refreshTableStatistics } from './table-statistics';

describe('table statistics job', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const reltuples = async () =>
    rowsOf<{ n: number }>(
      await ctx.database.db.execute(
        sql`select reltuples::int as n from pg_class where relname = 'used_challenges'`,
      ),
    )[0]!.n;

  it('analyzes a hot table that grew, and leaves it alone until it grows again', async () => {
    const { db } = ctx.database;
    await refreshTableStatistics({ db });
    await db.execute(sql`
      insert into used_challenges (id, expires_at)
      select 'stats' || n, now() + interval '1 hour' from generate_series(1, 3000) n`);

    expect(await refreshTableStatistics({ db })).toContain('used_challenges');
    // The planner now knows the rows it holds.
    expect(await reltuples()).toBeGreaterThanOrEqual(3000);
    expect(await refreshTableStatistics({ db })).not.toContain('used_challenges');

    await db.execute(sql`
      insert into used_challenges (id, expires_at)
      select 'more' || n, now() + interval '1 hour' from generate_series(1, 3000) n`);
    expect(await refreshTableStatistics({ db })).toContain('used_challenges');
    expect(await reltuples()).toBeGreaterThanOrEqual(6000);
  });
});
