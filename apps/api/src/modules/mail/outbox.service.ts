import type { ServiceContext } from '../../context';
import type { Executor } from '../../db/client';
import { retryDelayMs } from '../../lib/backoff';
import * as repo from './outbox.repository';
import { sentHtml } from './templates/email-html';
import type { MailTransport } from './transport';

export type { NewEmail } from './outbox.repository';

/**
 * Queues an e-mail. Pass the caller's transaction handle so the e-mail exists
 * exactly when its cause commits (docs/operations.md).
 */
export async function queueEmail(db: Executor, email: repo.NewEmail): Promise<void> {
  await repo.insertEmail(db, email);
}

/**
 * Deferred e-mails: a request queues a row of kind `deferred:<name>` and
 * answers at once; the outbox job later turns it into the real e-mail (or
 * drops it). The password-reset request uses this so that its answer does the
 * same work, in the same time, whether or not the address has an account.
 */
export type DeferredRequest = { to: string; text: string };
export type DeferredPreparer = (
  db: Executor,
  request: DeferredRequest,
) => Promise<repo.NewEmail | null>;

const preparers = new Map<string, DeferredPreparer>();

export function registerDeferredEmail(name: string, preparer: DeferredPreparer): string {
  const kind = `${repo.DEFERRED_PREFIX}${name}`;
  preparers.set(kind, preparer);
  return kind;
}

/** What the outbox worker reads of its context (jobs pass `jobContext(app)`; tests a bare one). */
type OutboxContext = Pick<ServiceContext, 'db' | 'now'> & {
  log: Pick<ServiceContext['log'], 'warn'>;
};

/** Turns pending deferred requests into e-mails; safe on several instances at once. */
export async function prepareDeferredEmails(
  { db }: Pick<ServiceContext, 'db'>,
  { batch = 50 }: { batch?: number } = {},
): Promise<number> {
  return db.transaction(async (tx) => {
    const requests = await repo.lockDeferredRequests(tx, batch);
    for (const request of requests) {
      const prepare = preparers.get(request.kind);
      const email = prepare ? await prepare(tx, request) : null;
      if (email) await repo.replaceEmail(tx, request.id, email);
      else await repo.deleteEmail(tx, request.id);
    }
    return requests.length;
  });
}

const MAX_ATTEMPTS = 8;
const LEASE_SECONDS = 120;

/** Sends what is due; returns how many were sent. Safe to run on several instances. */
export async function sendDueEmails(
  { db, now, log }: OutboxContext,
  { transport, batch = 20 }: { transport: MailTransport; batch?: number },
): Promise<number> {
  await prepareDeferredEmails({ db });
  const due = await repo.leaseDueEmails(db, now, LEASE_SECONDS, batch);
  let sent = 0;
  for (const email of due) {
    try {
      await transport.send({ ...email, html: await sentHtml(email) });
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
