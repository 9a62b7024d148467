import type { Executor } from '../../db/client';
import { usedChallenges } from '../../db/schema';

/** Records a spent challenge; false when it was spent before (by any instance). */
export async function markChallengeUsed(db: Executor, id: string, expiresAt: Date) {
  const rows = await db
    .insert(usedChallenges)
    .values({ id, expiresAt })
    .onConflictDoNothing()
    .returning({ id: usedChallenges.id });
  return rows.length > 0;
}
