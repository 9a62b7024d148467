import { and, eq, gt, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { sessions, users } from '../../db/schema';

export function insertSession(
  db: Executor,
  values: { userId: number; tokenHash: string; expiresAt: Date },
) {
  return db.insert(sessions).values(values).returning({ id: sessions.id });
}

export async function findActiveSession(db: Executor, tokenHash: string, now: Date) {
  const rows = await db
    .select({
      sessionId: sessions.id,
      id: users.id,
      name: users.fullName,
      email: users.email,
      role: users.role,
      verified: users.isVerified,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, now)))
    .limit(1);
  return rows[0];
}

export function deleteSession(db: Executor, sessionId: number) {
  return db.delete(sessions).where(eq(sessions.id, sessionId));
}

export function deleteUserSessions(db: Executor, userId: number) {
  return db.delete(sessions).where(eq(sessions.userId, userId));
}

export function deleteUserSessionsExcept(db: Executor, userId: number, keepSessionId: number) {
  return db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
