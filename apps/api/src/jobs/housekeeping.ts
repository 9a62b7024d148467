import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../context';

const DAY_MS = 86_400_000;

/**
 * Deletes what no longer serves anyone: expired sessions, used or expired link
 * tokens after a week, idempotency records after their 24 h window, sent
 * e-mails after 30 days, spent challenges and rate-limit counters once
 * they expire, ended holds' streaks after three days. Plain deletes: safe to run on every instance.
 */
export async function cleanUpExpiredRows({ db, now }: Pick<ServiceContext, 'db' | 'now'>) {
  const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  const threeDaysAgo = new Date(now.getTime() - 3 * DAY_MS);
  const monthAgo = new Date(now.getTime() - 30 * DAY_MS);
  await db.execute(sql`delete from sessions where expires_at < ${now}`);
  await db.execute(
    sql`delete from auth_tokens where expires_at < ${weekAgo} or used_at < ${weekAgo}`,
  );
  // Every row is a committed purchase's answer (ADR 100); older ones are claims left by the code before it.
  await db.execute(sql`delete from idempotency_keys where created_at < ${dayAgo}`);
  await db.execute(sql`delete from outbox_emails where status = 'sent' and sent_at < ${monthAgo}`);
  await db.execute(sql`delete from used_challenges where expires_at < ${now}`);
  await db.execute(sql`delete from rate_limits where reset_at < ${now}`);
  // Three times the longest HOLD_MINUTES (24 h): past any streak's course (ADR 049).
  await db.execute(sql`delete from hold_streaks where started_at < ${threeDaysAgo}`);
}
