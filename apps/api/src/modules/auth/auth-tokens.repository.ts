import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { authTokens } from '../../db/schema';

export type LinkTokenKind = (typeof authTokens.$inferInsert)['kind'];

export function insertAuthToken(
  db: Executor,
  values: { userId: number; kind: LinkTokenKind; tokenHash: string; expiresAt: Date },
) {
  return db.insert(authTokens).values(values);
}

/**
 * Marks the token used if it is of that kind, unused and unexpired, in one
 * statement: of two concurrent uses only one gets the user id back.
 */
export async function consumeAuthToken(
  db: Executor,
  tokenHash: string,
  kind: LinkTokenKind,
  now: Date,
): Promise<number | undefined> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(authTokens.tokenHash, tokenHash),
        eq(authTokens.kind, kind),
        isNull(authTokens.usedAt),
        gt(authTokens.expiresAt, now),
      ),
    )
    .returning({ userId: authTokens.userId });
  return rows[0]?.userId;
}

/** Whose link this is, used or not, expired or not. */
export async function findTokenOwner(
  db: Executor,
  tokenHash: string,
  kind: LinkTokenKind,
): Promise<number | undefined> {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.kind, kind)));
  return row?.userId;
}

/** Retires a user's other outstanding links of a kind (after one of them was used). */
export function retireUserTokens(db: Executor, userId: number, kind: LinkTokenKind, now: Date) {
  return db
    .update(authTokens)
    .set({ usedAt: now })
    .where(
      and(eq(authTokens.userId, userId), eq(authTokens.kind, kind), isNull(authTokens.usedAt)),
    );
}
