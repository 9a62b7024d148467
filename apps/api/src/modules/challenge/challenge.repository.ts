import { sql } from 'drizzle-orm';
import type { AppDb } from '../../db/database-runtime';
import { executePrepared } from '../../db/prepared';
import { jsonParam, rowsOf } from '../../db/sql-rows';

/** A checked solution, spent by the statement it pays for (ADR 065): rifas_spend_challenge's p_challenge. */
export type ChallengeTicket = { id: string; expires_at: string };

/**
 * Spends a challenge by a statement of its own; false when it was spent before
 * (by any instance). The same function a hold spends it with (db/functions/rifas_spend_challenge.sql).
 */
export async function markChallengeUsed(app: AppDb, ticket: ChallengeTicket) {
  const rows = rowsOf<{ fresh: boolean }>(
    await executePrepared(
      app,
      sql`select rifas_spend_challenge(${jsonParam(ticket)}::jsonb) as fresh`,
    ),
  );
  return rows[0]?.fresh === true;
}
