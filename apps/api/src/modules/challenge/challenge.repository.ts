import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { rowsOf } from '../../db/sql-rows';

/**
 * Records a spent challenge; false when it was spent before (by any instance).
 * One fixed text, prepared: every guest hold and purchase runs it.
 */
export async function markChallengeUsed(db: Executor, id: string, expiresAt: Date) {
  const rows = rowsOf<{ id: string }>(
    await executePrepared(
      db,
      sql`insert into used_challenges (id, expires_at) values (${id}, ${expiresAt})
        on conflict do nothing returning id`,
    ),
  );
  return rows.length > 0;
}
