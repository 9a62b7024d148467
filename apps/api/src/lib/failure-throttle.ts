import { format, messages } from '@rifas/shared';
import type { Executor } from '../db/client';
import { AppError } from './errors';
import { clearCounter, extendCounter, hitCounter, readCounter } from './rate-counters';

export type FailureThrottleConfig = {
  /** Failures of one subject from one network before that pair is blocked (with back-off). */
  maxFailures: number;
  /** Failures from one network, on any subjects, before the subjects failing there are refused. */
  addressMaxFailures: number;
  /** Failures on one subject from everywhere, before the networks failing on it are refused. */
  accountMaxFailures: number;
  /** Failures from one network before every attempt from it is refused (a flood); none if absent. */
  floodFailures?: number;
  maxBlockSeconds: number;
  windowSeconds: number;
};

/** One attempt: `scope` names the door (login, lookup), `subject` what it opens (an e-mail, a cédula). */
export type Attempt = { scope: string; subject: string; address: string; now: Date };

const FIRST_BLOCK_SECONDS = 30;

function keysOf({ scope, subject, address }: Attempt) {
  return {
    pair: `${scope}:pair:${subject}|${address}`,
    block: `${scope}:block:${subject}|${address}`,
    address: `${scope}:addr:${address}`,
    account: `${scope}:acct:${subject}`,
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
 * Refuses an attempt, before it is checked, on failures only (a success never
 * counts), when:
 * - this subject from this network failed too often (blocked, with back-off);
 * - this network failed too often on any subjects, and this subject is one of
 *   those failing here: a neighbour behind the same carrier address who tries
 *   their own account (or cédula) is not refused for what others failed on
 *   (docs/decisions/048-a-neighbour-cannot-lock-out-a-shared-address.md);
 * - the subject failed too often from everywhere and this network is one of
 *   those failing (a fresh network with the right answer still gets in);
 * - the network passed the flood bar, if there is one: every attempt from it
 *   waits for the window to end.
 * Blocks always end: the right answer is never locked out for good.
 */
export async function assertAttemptAllowed(
  db: Executor,
  config: FailureThrottleConfig,
  attempt: Attempt,
) {
  const keys = keysOf(attempt);
  const { now } = attempt;
  const block = await readCounter(db, keys.block, now);
  if (block.count > 0) throw throttled(block.resetAt, now);
  const address = await readCounter(db, keys.address, now);
  if (config.floodFailures !== undefined && address.count >= config.floodFailures) {
    throw throttled(address.resetAt, now);
  }
  const overAddress = address.count >= config.addressMaxFailures;
  const account = overAddress
    ? { count: 0, resetAt: now }
    : await readCounter(db, keys.account, now);
  const overAccount = account.count >= config.accountMaxFailures;
  if (!overAddress && !overAccount) return;
  const pair = await readCounter(db, keys.pair, now);
  if (pair.count === 0) return;
  throw throttled(overAddress ? address.resetAt : account.resetAt, now);
}

/** Counts a failure; from maxFailures on, blocks the pair for 30 s, 1 min, 2 min… up to the cap. */
export async function recordFailure(db: Executor, config: FailureThrottleConfig, attempt: Attempt) {
  const keys = keysOf(attempt);
  const { now } = attempt;
  const windowMs = config.windowSeconds * 1000;
  const pair = await hitCounter(db, keys.pair, windowMs, now);
  await hitCounter(db, keys.address, windowMs, now);
  await hitCounter(db, keys.account, windowMs, now);
  // The pair stays known while its network is over the bar, so it stays refused.
  await extendCounter(db, keys.pair, new Date(now.getTime() + windowMs));
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

/** The right answer clears this pair's failures (not the network's or the subject's). */
export async function recordSuccess(db: Executor, attempt: Attempt) {
  const keys = keysOf(attempt);
  await clearCounter(db, keys.pair);
  await clearCounter(db, keys.block);
}
