import { randomBytes } from 'node:crypto';
import {
  DEFAULT_BUSINESS_TZ,
  DEFAULT_SHOP_NAME,
  messages,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordInput,
  type SessionUser,
} from '@rifas/shared';
import { signedIn, type ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import { AppError, badRequest } from '../../lib/errors';
import { isUniqueViolation } from '../../db/sql-errors';
import { hashPassword, verifyPassword, type Argon2Params } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/tokens';
import { queueEmail, registerDeferredEmail, shopIdentity, type ShopIdentity } from '../mail';
import {
  usersRepository as usersRepo,
  createSession,
  revokeSession,
  revokeUserSessions,
} from '../users';
import * as tokensRepo from './auth-tokens.repository';
import { assertAttemptAllowed, recordFailure, recordSuccess } from '../../lib/failure-throttle';
import { accountExistsEmail, passwordResetEmail, verificationEmail } from './auth.emails';

const t = messages.auth;
const HOUR_MS = 3_600_000;

/** How long each kind of e-mailed link stays valid (docs/security.md). */
const LINK_TTL_MS = { verify_email: 48 * HOUR_MS, reset_password: 1 * HOUR_MS } as const;

/** Creates a single-use link token (only its hash is stored) and returns the raw token. */
async function issueLinkToken(
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

const linkTo = (config: { publicUrl: string }, page: string, token: string) =>
  `${config.publicUrl}/${page}?token=${encodeURIComponent(token)}`;

/**
 * Registers an unverified user and queues the verification e-mail with it. An
 * address that already has an account gets the same answer, and its owner an
 * e-mail saying so: the answer never tells who has an account (docs/security.md).
 */
export async function register(ctx: ServiceContext, input: RegisterInput): Promise<void> {
  const { db, config, now } = ctx;
  const passwordHash = await hashPassword(input.password, config.argon2);
  const shop = await shopIdentity(ctx);
  try {
    await db.transaction(async (tx) => {
      const owner = await usersRepo.findUserByEmail(tx, input.email);
      if (owner) {
        const to = owner.email;
        const name = owner.isVerified ? owner.fullName : null;
        await queueEmail(tx, await accountExistsEmail({ shop, to, name }));
        return;
      }
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
        await verificationEmail({
          shop,
          to: user.email,
          link: linkTo(config, 'verify-email', token),
        }),
      );
    });
  } catch (err) {
    // Two registrations of one address at once: the unique index decides, and
    // the one that lost answers like the one that won.
    if (isUniqueViolation(err)) return;
    throw err;
  }
}

const invalidLink = () => badRequest(t.tokenExpiredOrUsed, { success: false });

/**
 * Uses a verification link up. A link whose account is already verified (the
 * link opened twice, or an older link) answers as a success, not as an error.
 * The address goes back so the login page can be prefilled.
 */
export async function verifyEmail(
  { db, now }: ServiceContext,
  { token }: { token: string },
): Promise<{ email: string; alreadyVerified: boolean }> {
  return db.transaction(async (tx) => {
    const tokenHash = hashToken(token);
    const userId = await tokensRepo.consumeAuthToken(tx, tokenHash, 'verify_email', now);
    if (userId === undefined) {
      const ownerId = await tokensRepo.findTokenOwner(tx, tokenHash, 'verify_email');
      const owner = ownerId === undefined ? undefined : await usersRepo.lockUser(tx, ownerId);
      if (owner?.isVerified) return { email: owner.email, alreadyVerified: true };
      throw invalidLink();
    }
    const email = await usersRepo.markVerified(tx, userId, now);
    await tokensRepo.retireUserTokens(tx, userId, 'verify_email', now);
    return { email: email ?? '', alreadyVerified: false };
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

/**
 * Same answer, in about the same time, for an unknown e-mail and a wrong
 * password. The throttle (lib/failure-throttle.ts) refuses before the password
 * is checked, counts a wrong one for this account and network, and forgets the
 * pair's failures on the right one; one account's failures never refuse another
 * account's right password from the same network (ADR 048).
 */
export async function login(
  { db, config, now }: ServiceContext,
  { address, ...input }: LoginInput & { address: string },
): Promise<{ token: string; user: SessionUser }> {
  const attempt = { scope: 'login', subject: input.email.trim().toLowerCase(), address, now };
  const throttle = { ...config.login, windowSeconds: config.rateLimit.windowSeconds };
  await assertAttemptAllowed(db, throttle, attempt);
  const user = await usersRepo.findUserByEmail(db, input.email);
  const passwordHash = user?.passwordHash ?? (await dummyHash(config.argon2));
  const matches = await verifyPassword(passwordHash, input.password);
  if (!user || !matches) {
    await recordFailure(db, throttle, attempt);
    throw invalidCredentials();
  }
  const token = await createSession(db, user.id, now, config.sessionDays);
  await recordSuccess(db, attempt);
  const { id, fullName: name, email, role, isVerified: verified } = user;
  return { token, user: { id, name, email, role, verified } };
}

/**
 * A reset link for a known address, prepared by the outbox job after the
 * answer (see requestPasswordReset). The request row carries its time and the
 * shop's identity (with the link's base address) as it was when asked.
 */
const RESET_REQUEST = registerDeferredEmail('reset_password', async (db, request) => {
  const user = await usersRepo.findUserByEmail(db, request.to);
  if (!user) return null;
  const parsed = JSON.parse(request.text) as {
    requestedAt: string;
    shop?: ShopIdentity;
    publicUrl?: string;
  };
  const { requestedAt } = parsed;
  // Requests queued before the identity was stored carry only the address.
  const shop: ShopIdentity = parsed.shop ?? {
    name: DEFAULT_SHOP_NAME,
    logoUrl: null,
    publicUrl: parsed.publicUrl ?? '',
    timeZone: DEFAULT_BUSINESS_TZ,
    supportWhatsapp: '',
  };
  const token = await issueLinkToken(db, user.id, 'reset_password', new Date(requestedAt));
  return passwordResetEmail({
    shop,
    to: user.email,
    // Opening this link verifies the address, but until then its name is whoever registered's text.
    name: user.isVerified ? user.fullName : null,
    link: linkTo(shop, 'reset-password', token),
  });
});

/**
 * Queues a reset request and says nothing either way. The answer does the same
 * work whether or not the address has an account (one insert, no lookup), so
 * its timing tells nothing; the outbox job looks the address up later.
 */
export async function requestPasswordReset(
  ctx: ServiceContext,
  { email }: { email: string },
): Promise<void> {
  const { db, now } = ctx;
  const shop = await shopIdentity(ctx);
  await queueEmail(db, {
    kind: RESET_REQUEST,
    to: email,
    subject: '',
    text: JSON.stringify({ requestedAt: now.toISOString(), shop }),
  });
}

/**
 * Sets the new password, logs the user out everywhere and retires their other
 * reset links. Opening the e-mailed link also proves the address, so it verifies it.
 */
export async function resetPassword(
  { db, config, now }: ServiceContext,
  input: ResetPasswordInput,
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

/** Ends the session in use (other devices stay signed in). */
export async function logout(ctx: ServiceContext): Promise<void> {
  await revokeSession(ctx.db, signedIn(ctx).sessionId);
}
