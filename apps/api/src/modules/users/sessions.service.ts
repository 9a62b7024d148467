// Session helpers other services and the access plugin call, inside their own
// transaction or before any request context exists: they take the database
// handle, not a ServiceContext (docs/conventions.md).
import type { Executor } from '../../db/client';
import { generateToken, hashToken } from '../../lib/tokens';
import type { SessionUser } from '../../types';
import * as repo from './sessions.repository';

const DAY_MS = 86_400_000;

/** Creates a session and returns the raw token; only its hash is stored. */
export async function createSession(
  db: Executor,
  userId: number,
  now: Date,
  days: number,
): Promise<string> {
  const token = generateToken();
  await repo.insertSession(db, {
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + days * DAY_MS),
  });
  return token;
}

export async function findSessionUser(
  db: Executor,
  token: string,
  now: Date,
): Promise<SessionUser | null> {
  const row = await repo.findActiveSession(db, hashToken(token), now);
  return row ?? null;
}

export const revokeSession = (db: Executor, sessionId: number) => repo.deleteSession(db, sessionId);

/** Logs a user out everywhere: password change or reset, role change, deletion. */
export const revokeUserSessions = (db: Executor, userId: number) =>
  repo.deleteUserSessions(db, userId);

/** Logs a user out on every other device, keeping the session in use. */
export const revokeOtherSessions = (db: Executor, userId: number, keepSessionId: number) =>
  repo.deleteUserSessionsExcept(db, userId, keepSessionId);
