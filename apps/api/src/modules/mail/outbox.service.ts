import type { Executor } from '../../db/client';
import * as repo from './outbox.repository';
import type { MailTransport } from './transport';

export type { NewEmail } from './outbox.repository';

/**
 * Queues an e-mail. Pass the caller's transaction handle so the e-mail exists
 * exactly when its cause commits (DESIGN §6).
 */
export async function queueEmail(db: Executor, email: repo.NewEmail): Promise<void> {
  await repo.insertEmail(db, email);
}

export const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;

/** 30 s, 1 min, 2 min, … capped at one hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

/** Sends what is due; returns how many were sent. Safe to run on several instances. */
export async function sendDueEmails(
  db: Executor,
  transport: MailTransport,
  now: Date,
  log: { warn: (obj: object, msg: string) => void },
  batch = 20,
): Promise<number> {
  const due = await repo.leaseDueEmails(db, now, LEASE_SECONDS, batch);
  let sent = 0;
  for (const email of due) {
    try {
      await transport.send(email);
      await repo.markSent(db, email.id, now);
      sent += 1;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const giveUp = email.attempts >= MAX_ATTEMPTS;
      const next = giveUp ? null : new Date(now.getTime() + retryDelayMs(email.attempts));
      await repo.markFailedAttempt(db, email.id, message.slice(0, 500), next);
      log.warn({ emailId: email.id, attempts: email.attempts, giveUp }, 'e-mail send failed');
    }
  }
  return sent;
}
