import { format, messages } from '@rifas/shared';
import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { clearCounter, extendCounter, hitCounter, readCounter } from '../../lib/rate-counters';

export type LoginThrottleConfig = {
  maxFailures: number;
  addressMaxFailures: number;
  accountMaxFailures: number;
  maxBlockSeconds: number;
  windowSeconds: number;
};

type Attempt = { email: string; address: string; now: Date };

const FIRST_BLOCK_SECONDS = 30;

function keysOf({ email, address }: Attempt) {
  const account = email.trim().toLowerCase();
  return {
    pair: `login:pair:${account}|${address}`,
    block: `login:block:${account}|${address}`,
    address: `login:addr:${address}`,
    account: `login:acct:${account}`,
  };
}

function throttled(until: Date, now: Date) {
  const minutes = Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 60_000));
  const text = format(messages.abuse.loginThrottled, { minutes });
  return new AppError(429, text, text, {
    retry_after_seconds: Math.ceil((until.getTime() - now.getTime()) / 1000),
  });
}

/**
 * Refuses a login attempt, before the password is checked, when:
 * - this account from this address failed too often (blocked, with back-off);
 * - this address failed too often on any accounts (a higher bar: a carrier's
 *   shared address carries many honest people);
 * - the account failed too often from everywhere and this address is one of
 *   those failing (a fresh address with the right password still gets in).
 * Blocks always end: the right password is never locked out for good
 * (docs/decisions/012-abuse-limits.md).
 */
export async function assertLoginAllowed(
  db: Executor,
  config: LoginThrottleConfig,
  attempt: Attempt,
) {
  const keys = keysOf(attempt);
  const { now } = attempt;
  const block = await readCounter(db, keys.block, now);
  if (block.count > 0) throw throttled(block.resetAt, now);
  const address = await readCounter(db, keys.address, now);
  if (address.count >= config.addressMaxFailures) throw throttled(address.resetAt, now);
  const account = await readCounter(db, keys.account, now);
  if (account.count >= config.accountMaxFailures) {
    const pair = await readCounter(db, keys.pair, now);
    if (pair.count > 0) throw throttled(account.resetAt, now);
  }
}

/** Counts a wrong password; from maxFailures on, blocks the pair for 30 s, 1 min, 2 min… up to the cap. */
export async function recordLoginFailure(
  db: Executor,
  config: LoginThrottleConfig,
  attempt: Attempt,
) {
  const keys = keysOf(attempt);
  const { now } = attempt;
  const windowMs = config.windowSeconds * 1000;
  const pair = await hitCounter(db, keys.pair, windowMs, now);
  await hitCounter(db, keys.address, windowMs, now);
  await hitCounter(db, keys.account, windowMs, now);
  if (pair.count < config.maxFailures) return;
  const blockSeconds = Math.min(
    config.maxBlockSeconds,
    FIRST_BLOCK_SECONDS * 2 ** Math.min(20, pair.count - config.maxFailures),
  );
  const blockedUntil = new Date(now.getTime() + blockSeconds * 1000);
  await hitCounter(db, keys.block, blockSeconds * 1000, now);
  // The pair's failures are remembered past the block, so the next ones block longer.
  await extendCounter(db, keys.pair, new Date(blockedUntil.getTime() + windowMs));
}

/** The right password clears this pair's failures (not the address's or the account's). */
export async function recordLoginSuccess(db: Executor, attempt: Attempt) {
  const keys = keysOf(attempt);
  await clearCounter(db, keys.pair);
  await clearCounter(db, keys.block);
}
