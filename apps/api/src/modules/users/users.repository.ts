import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Role } from '@rifas/shared';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

/** A user as the admin list shows it, with whether a verification e-mail is outstanding. */
export type UserListRow = Omit<UserRow, 'passwordHash' | 'updatedAt'> & {
  verificationPending: boolean;
};

// Spelled out with table names: drizzle leaves columns unqualified in a
// single-table select, and "id" inside the subquery would mean auth_tokens.id.
const pendingVerification = (now: Date) =>
  sql<boolean>`exists (
    select 1 from auth_tokens t
    where t.user_id = "users"."id"
      and t.kind = 'verify_email'
      and t.used_at is null
      and t.expires_at > ${now})`.mapWith(Boolean);

const listColumns = (now: Date) => ({
  id: users.id,
  fullName: users.fullName,
  email: users.email,
  phone: users.phone,
  role: users.role,
  isVerified: users.isVerified,
  pendingDigest: users.pendingDigest,
  createdAt: users.createdAt,
  verificationPending: pendingVerification(now),
});

export function listUsers(db: Executor, now: Date): Promise<UserListRow[]> {
  return db.select(listColumns(now)).from(users).orderBy(desc(users.id));
}

export async function findUserListRow(
  db: Executor,
  id: number,
  now: Date,
): Promise<UserListRow | undefined> {
  const rows = await db.select(listColumns(now)).from(users).where(eq(users.id, id));
  return rows[0];
}

export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return rows[0];
}

/**
 * Whether `email` is the verified address of user `userId`: the only case in which
 * an e-mail to it may carry what that user typed (a name, a reference). Anyone may
 * type anyone's address into a purchase, so an address nobody has confirmed, or
 * confirmed by someone else, gets no stranger's text (ADR 084).
 */
export async function isConfirmedOwner(
  db: Executor,
  userId: number | null | undefined,
  email: string,
): Promise<boolean> {
  if (userId === null || userId === undefined) return false;
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(
      sql`${users.id} = ${userId} and ${users.isVerified} and lower(${users.email}) = lower(${email})`,
    )
    .limit(1);
  return rows.length > 0;
}

/** The row locked until the transaction ends (the caller is about to change it). */
export async function lockUser(db: Executor, id: number): Promise<UserRow | undefined> {
  const rows = await db.select().from(users).where(eq(users.id, id)).for('update');
  return rows[0];
}

/**
 * Locks every admin row in id order and returns their ids. Two admins removing
 * each other at once then run one after the other, so one admin always remains.
 */
export async function lockAdminIds(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(asc(users.id))
    .for('update');
  return rows.map((r) => r.id);
}

export async function insertUser(db: Executor, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export function updateUser(
  db: Executor,
  id: number,
  values: { fullName: string; email: string; phone: string | null; role: Role; updatedAt: Date },
) {
  return db.update(users).set(values).where(eq(users.id, id));
}

export function updatePendingDigest(db: Executor, id: number, enabled: boolean, now: Date) {
  return db.update(users).set({ pendingDigest: enabled, updatedAt: now }).where(eq(users.id, id));
}

export function updatePasswordHash(db: Executor, id: number, passwordHash: string, now: Date) {
  return db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, id));
}

/** Marks the account verified and returns its address. */
export async function markVerified(
  db: Executor,
  id: number,
  now: Date,
): Promise<string | undefined> {
  const rows = await db
    .update(users)
    .set({ isVerified: true, updatedAt: now })
    .where(eq(users.id, id))
    .returning({ email: users.email });
  return rows[0]?.email;
}

export function deleteUser(db: Executor, id: number) {
  return db.delete(users).where(eq(users.id, id));
}

export async function countUsers(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users);
  return row?.n ?? 0;
}
