import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { jsonParam, rowsOf } from '../../db/sql-rows';
import { outboxEmails } from '../../db/schema';
import type { LayoutFill } from './templates/email-layout';

/** Kinds of rows that are requests to be turned into an e-mail later (never sent as they are). */
export const DEFERRED_PREFIX = 'deferred:';

/** An e-mail to queue; its HTML part, when it has one, as the slots of the layout (ADR 102). */
export type NewEmail = {
  kind: string;
  to: string;
  subject: string;
  text: string;
  htmlSlots?: LayoutFill;
};
export type OutboxRow = typeof outboxEmails.$inferSelect;

export function insertEmail(db: Executor, email: NewEmail & { createdAt?: Date }) {
  return db.insert(outboxEmails).values(email).returning({ id: outboxEmails.id });
}

/**
 * Leases due e-mails: pushing next_attempt_at forward while sending means another
 * instance skips them (SKIP LOCKED) and a crash mid-send retries after the lease.
 */
export async function leaseDueEmails(
  db: Executor,
  now: Date,
  leaseSeconds: number,
  limit: number,
): Promise<OutboxRow[]> {
  // PostgreSQL keeps microseconds, a JS Date only milliseconds: a row written in
  // the same millisecond as `now` must count as due.
  const dueBefore = new Date(now.getTime() + 1);
  const result = await db.execute(sql`
    update outbox_emails set next_attempt_at = ${new Date(now.getTime() + leaseSeconds * 1000)},
      attempts = attempts + 1
    where id in (
      select id from outbox_emails
      where status = 'pending' and next_attempt_at < ${dueBefore}
        and kind not like ${`${DEFERRED_PREFIX}%`}
      order by id limit ${limit}
      for update skip locked)
    returning id`);
  const ids = rowsOf<{ id: number | string }>(result).map((r) => Number(r.id));
  if (ids.length === 0) return [];
  return db.query.outboxEmails.findMany({
    where: (t, { inArray }) => inArray(t.id, ids),
    orderBy: (t, { asc }) => asc(t.id),
  });
}

export function markSent(db: Executor, id: number, now: Date) {
  return db.execute(
    sql`update outbox_emails set status = 'sent', sent_at = ${now}, last_error = null where id = ${id}`,
  );
}

export function markFailedAttempt(
  db: Executor,
  id: number,
  error: string,
  nextAttemptAt: Date | null,
) {
  return nextAttemptAt
    ? db.execute(
        sql`update outbox_emails set last_error = ${error}, next_attempt_at = ${nextAttemptAt} where id = ${id}`,
      )
    : db.execute(
        sql`update outbox_emails set last_error = ${error}, status = 'failed' where id = ${id}`,
      );
}

/** Pending deferred requests, locked for this transaction (another instance skips them). */
export async function lockDeferredRequests(db: Executor, limit: number) {
  const result = await db.execute(sql`
    select id, kind, "to", text from outbox_emails
    where status = 'pending' and kind like ${`${DEFERRED_PREFIX}%`}
    order by id limit ${limit}
    for update skip locked`);
  return rowsOf<{ id: number | string; kind: string; to: string; text: string }>(result).map(
    (r) => ({
      ...r,
      id: Number(r.id),
    }),
  );
}

export function replaceEmail(db: Executor, id: number, email: NewEmail) {
  return db.execute(sql`
    update outbox_emails set kind = ${email.kind}, "to" = ${email.to}, subject = ${email.subject},
      text = ${email.text}, html = null,
      html_slots = ${jsonParam(email.htmlSlots ?? null)}::jsonb
    where id = ${id}`);
}

export function deleteEmail(db: Executor, id: number) {
  return db.execute(sql`delete from outbox_emails where id = ${id}`);
}
