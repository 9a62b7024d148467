import { randomBytes } from 'node:crypto';
import {
  messages,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type SessionUser,
} from '@rifas/shared';
import type { Config } from '../../config';
import type { Db, Executor } from '../../db/client';
import { AppError, badRequest, conflict } from '../../lib/errors';
import { hashPassword, verifyPassword, type Argon2Params } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/tokens';
import { queueEmail } from '../mail/outbox.service';
import * as usersRepo from '../users/users.repository';
import * as tokensRepo from './auth-tokens.repository';
import { passwordResetEmail, verificationEmail } from './auth.emails';
import { createSession, revokeUserSessions } from './session.service';

const t = messages.auth;
const HOUR_MS = 3_600_000;

/** How long each kind of e-mailed link stays valid (DESIGN §5). */
export const LINK_TTL_MS = { verify_email: 48 * HOUR_MS, reset_password: 1 * HOUR_MS } as const;

export type AuthConfig = Pick<Config, 'argon2' | 'publicUrl' | 'sessionDays'>;

/** Creates a single-use link token (only its hash is stored) and returns the raw token. */
export async function issueLinkToken(
  db: Executor,
  userId: number,
  kind: tokensRepo.LinkTokenKind,
  now: Date,
): Promise<string> {
  const token = generateToken();
  await tokensRepo.insertAuthToken(db, {
    userId,
    kind,
    tokenHash: hashToken(token),
    expiresAt: new Date(now.getTime() + LINK_TTL_MS[kind]),
  });
  return token;
}

const linkTo = (config: AuthConfig, page: string, token: string) =>
  `${config.publicUrl}/${page}?token=${encodeURIComponent(token)}`;

/** Registers an unverified user and queues the verification e-mail with it. */
export async function register(db: Db, config: AuthConfig, input: RegisterInput, now: Date) {
  const passwordHash = await hashPassword(input.password, config.argon2);
  try {
    await db.transaction(async (tx) => {
      if (await usersRepo.findUserByEmail(tx, input.email)) throw conflict(t.emailTaken);
      const user = await usersRepo.insertUser(tx, {
        fullName: input.full_name,
        email: input.email,
        phone: input.phone || null,
        passwordHash,
        role: 'user',
        isVerified: false,
      });
      const token = await issueLinkToken(tx, user.id, 'verify_email', now);
      await queueEmail(
        tx,
        verificationEmail(user.email, user.fullName, linkTo(config, 'verify-email', token)),
      );
    });
  } catch (err) {
    // Two registrations of one address at once: the unique index decides.
    if (usersRepo.isUniqueViolation(err)) throw conflict(t.emailTaken);
    throw err;
  }
}

const invalidLink = () => badRequest(t.tokenExpiredOrUsed, { success: false });

export async function verifyEmail(db: Db, token: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const userId = await tokensRepo.consumeAuthToken(tx, hashToken(token), 'verify_email', now);
    if (userId === undefined) throw invalidLink();
    await usersRepo.markVerified(tx, userId, now);
    await tokensRepo.retireUserTokens(tx, userId, 'verify_email', now);
  });
}

// Login verifies unknown e-mails against this hash, so both failures cost the same time.
const dummyHashes = new Map<string, Promise<string>>();
function dummyHash(params: Argon2Params): Promise<string> {
  const key = `${params.memoryCost}:${params.timeCost}`;
  let hash = dummyHashes.get(key);
  if (!hash) {
    hash = hashPassword(randomBytes(18).toString('base64url'), params);
    dummyHashes.set(key, hash);
  }
  return hash;
}

const invalidCredentials = () =>
  new AppError(401, t.invalidCredentials, t.invalidCredentials, { success: false });

/** Same answer, in about the same time, for an unknown e-mail and a wrong password. */
export async function login(
  db: Db,
  config: AuthConfig,
  input: LoginInput,
  now: Date,
): Promise<{ token: string; user: SessionUser }> {
  const user = await usersRepo.findUserByEmail(db, input.email);
  const passwordHash = user?.passwordHash ?? (await dummyHash(config.argon2));
  const matches = await verifyPassword(passwordHash, input.password);
  if (!user || !matches) throw invalidCredentials();
  const token = await createSession(db, user.id, now, config.sessionDays);
  return { token, user: { id: user.id, name: user.fullName, email: user.email, role: user.role } };
}

/** Queues a reset link for a known address; says nothing either way. */
export async function requestPasswordReset(
  db: Db,
  config: AuthConfig,
  email: string,
  now: Date,
): Promise<void> {
  const user = await usersRepo.findUserByEmail(db, email);
  if (!user) return;
  await db.transaction(async (tx) => {
    const token = await issueLinkToken(tx, user.id, 'reset_password', now);
    await queueEmail(
      tx,
      passwordResetEmail(user.email, user.fullName, linkTo(config, 'reset-password', token)),
    );
  });
}

/**
 * Sets the new password, logs the user out everywhere and retires their other
 * reset links. Opening the e-mailed link also proves the address, so it verifies it.
 */
export async function resetPassword(
  db: Db,
  config: AuthConfig,
  input: ResetPasswordInput,
  now: Date,
): Promise<void> {
  const passwordHash = await hashPassword(input.newPassword, config.argon2);
  await db.transaction(async (tx) => {
    const userId = await tokensRepo.consumeAuthToken(
      tx,
      hashToken(input.token),
      'reset_password',
      now,
    );
    if (userId === undefined) throw invalidLink();
    await usersRepo.updatePasswordHash(tx, userId, passwordHash, now);
    await usersRepo.markVerified(tx, userId, now);
    await tokensRepo.retireUserTokens(tx, userId, 'reset_password', now);
    await revokeUserSessions(tx, userId);
  });
}
