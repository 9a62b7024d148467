import {
  messages,
  type AdminPasswordInput,
  type CreateUserInput,
  type UpdateUserInput,
  type User,
} from '@rifas/shared';
import type { Executor } from '../../db/client';
import { signedIn, type ServiceContext } from '../../context';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../db/sql-errors';
import { assertAttemptAllowed, recordFailure, recordSuccess } from '../../lib/failure-throttle';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { recordAudit } from '../audit';
import { revokeOtherSessions, revokeUserSessions } from './sessions.service';
import * as repo from './users.repository';

const u = messages.users;

function toUser(row: repo.UserListRow): User {
  return {
    id: row.id,
    full_name: row.fullName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    is_verified: row.isVerified ? 1 : 0,
    verification: row.isVerified
      ? 'verified'
      : row.verificationPending
        ? 'pending'
        : 'not_verified',
    pending_digest: row.pendingDigest,
    created_at: row.createdAt.toISOString(),
  };
}

async function loadUser(db: Executor, id: number, now: Date): Promise<User> {
  const row = await repo.findUserListRow(db, id, now);
  if (!row) throw notFound(u.notFound);
  return toUser(row);
}

const auditActor = (ctx: ServiceContext) => {
  const { id, email } = signedIn(ctx);
  return { id, email };
};

export async function listUsers(ctx: ServiceContext): Promise<User[]> {
  return (await repo.listUsers(ctx.db, ctx.now)).map(toUser);
}

export const getUser = (ctx: ServiceContext, { id }: { id: number }) =>
  loadUser(ctx.db, id, ctx.now);

export const countUsers = (ctx: ServiceContext) => repo.countUsers(ctx.db);

/**
 * Locks the admin rows, then the target row: one lock order for every change
 * that may remove an admin, so concurrent changes queue instead of deadlocking,
 * and two admins removing each other at once leave one admin standing.
 */
async function lockForChange(tx: Executor, id: number) {
  const adminIds = await repo.lockAdminIds(tx);
  const target = await repo.lockUser(tx, id);
  if (!target) throw notFound(u.notFound);
  const ensureAnotherAdmin = () => {
    if (!adminIds.some((adminId) => adminId !== id)) throw conflict(u.cannotRemoveLastAdmin);
  };
  return { target, ensureAnotherAdmin };
}

/** Users created by an admin are verified (docs/domain.md). */
export async function createUser(ctx: ServiceContext, input: CreateUserInput): Promise<User> {
  const { db, now } = ctx;
  const actor = auditActor(ctx);
  const passwordHash = await hashPassword(input.password, ctx.config.argon2);
  const role = input.role ?? 'user';
  try {
    return await db.transaction(async (tx) => {
      if (await repo.findUserByEmail(tx, input.email)) throw conflict(messages.auth.emailTaken);
      const user = await repo.insertUser(tx, {
        fullName: input.full_name,
        email: input.email,
        phone: input.phone || null,
        passwordHash,
        role,
        isVerified: true,
      });
      await recordAudit(tx, {
        actor,
        action: 'user.create',
        entity: 'user',
        entityId: user.id,
        details: { full_name: user.fullName, email: user.email, phone: user.phone, role },
      });
      return loadUser(tx, user.id, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(messages.auth.emailTaken);
    throw err;
  }
}

/** Replaces the form's fields. A role change logs the user out everywhere. */
export async function updateUser(
  ctx: ServiceContext,
  { id, ...input }: UpdateUserInput & { id: number },
): Promise<User> {
  const { db, now } = ctx;
  const actor = auditActor(ctx);
  try {
    return await db.transaction(async (tx) => {
      const { target, ensureAnotherAdmin } = await lockForChange(tx, id);
      if (target.role === 'admin' && input.role !== 'admin') ensureAnotherAdmin();
      const other = await repo.findUserByEmail(tx, input.email);
      if (other && other.id !== id) throw conflict(messages.auth.emailTaken);
      const next = {
        fullName: input.full_name,
        email: input.email,
        phone: input.phone || null,
        role: input.role,
      };
      await repo.updateUser(tx, id, { ...next, updatedAt: now });
      const changes = changedFields(target, next);
      await recordAudit(tx, {
        actor,
        action: 'user.update',
        entity: 'user',
        entityId: id,
        details: { changes },
      });
      if (target.role !== input.role) {
        await revokeUserSessions(tx, id);
        await recordAudit(tx, {
          actor,
          action: 'user.role_change',
          entity: 'user',
          entityId: id,
          details: { from: target.role, to: input.role },
        });
      }
      return loadUser(tx, id, now);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(messages.auth.emailTaken);
    throw err;
  }
}

function changedFields(
  before: repo.UserRow,
  after: Pick<repo.UserRow, 'fullName' | 'email' | 'phone' | 'role'>,
): Record<string, { from: unknown; to: unknown }> {
  const names = { fullName: 'full_name', email: 'email', phone: 'phone', role: 'role' } as const;
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(names) as (keyof typeof names)[]) {
    if (before[key] !== after[key]) changes[names[key]] = { from: before[key], to: after[key] };
  }
  return changes;
}

/** Nobody deletes their own account, and the last admin stays. Sessions go with the user. */
export async function deleteUser(ctx: ServiceContext, { id }: { id: number }): Promise<void> {
  const actor = auditActor(ctx);
  if (id === actor.id) throw conflict(u.cannotDeleteSelf);
  await ctx.db.transaction(async (tx) => {
    const { target, ensureAnotherAdmin } = await lockForChange(tx, id);
    if (target.role === 'admin') ensureAnotherAdmin();
    await repo.deleteUser(tx, id);
    await recordAudit(tx, {
      actor,
      action: 'user.delete',
      entity: 'user',
      entityId: id,
      details: { full_name: target.fullName, email: target.email, role: target.role },
    });
  });
}

/**
 * An admin sets a user's password directly. The user is logged out everywhere;
 * an admin setting their own keeps the session they are using.
 */
/**
 * Confirms a signed-in user's own password before an act that must not be one
 * click on an unattended session: changing it, emptying the shop. A wrong or
 * missing one is a 400 with `wrongText` (or the "required" text). It is a guess at
 * the account's password like a login's, so it goes through the login's throttle
 * (the same counters: issue 46), per account and network: 429 past its limits.
 */
export async function assertOwnPassword(
  ctx: ServiceContext,
  check: { password: string | undefined; address: string },
  texts: { required: string; wrong: string },
): Promise<void> {
  const actor = signedIn(ctx);
  if (!check.password) throw badRequest(texts.required);
  const { db, config, now } = ctx;
  const attempt = {
    scope: 'login',
    subject: actor.email.toLowerCase(),
    address: check.address,
    now,
  };
  const throttle = { ...config.login, windowSeconds: config.rateLimit.windowSeconds };
  await assertAttemptAllowed(db, throttle, attempt);
  const self = await repo.findUserByEmail(db, actor.email);
  if (!self || !(await verifyPassword(self.passwordHash, check.password))) {
    await recordFailure(db, throttle, attempt);
    throw badRequest(texts.wrong);
  }
  await recordSuccess(db, attempt);
}

export async function setPassword(
  ctx: ServiceContext,
  {
    id,
    newPassword,
    currentPassword,
    address,
  }: AdminPasswordInput & { id: number; address: string },
): Promise<void> {
  const actor = signedIn(ctx);
  const { now } = ctx;
  if (id === actor.id) {
    await assertOwnPassword(
      ctx,
      { password: currentPassword, address },
      {
        required: u.currentPasswordRequired,
        wrong: u.currentPasswordWrong,
      },
    );
  }
  const passwordHash = await hashPassword(newPassword, ctx.config.argon2);
  await ctx.db.transaction(async (tx) => {
    const target = await repo.lockUser(tx, id);
    if (!target) throw notFound(u.notFound);
    await repo.updatePasswordHash(tx, id, passwordHash, now);
    if (id === actor.id) {
      await revokeOtherSessions(tx, id, actor.sessionId);
    } else {
      await revokeUserSessions(tx, id);
    }
    await recordAudit(tx, {
      actor,
      action: 'user.password_set',
      entity: 'user',
      entityId: id,
      details: { email: target.email },
    });
  });
}

/** An admin's opt-in or opt-out of the pending-payments digest (docs/operations.md). */
export async function setPendingDigest(
  ctx: ServiceContext,
  input: { id: number; enabled: boolean },
): Promise<User> {
  return ctx.db.transaction(async (tx) => {
    const target = await repo.lockUser(tx, input.id);
    if (!target) throw notFound(u.notFound);
    await repo.updatePendingDigest(tx, input.id, input.enabled, ctx.now);
    await recordAudit(tx, {
      actor: ctx.actor,
      action: 'user.pending_digest',
      entity: 'user',
      entityId: input.id,
      details: { pending_digest: input.enabled },
    });
    return loadUser(tx, input.id, ctx.now);
  });
}
