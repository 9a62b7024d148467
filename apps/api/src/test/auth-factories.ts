import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { outboxEmails } from '../db/schema';
import { prepareDeferredEmails } from '../modules/mail';
import { sentHtml } from '../modules/mail/templates/email-html';

/** The newest queued e-mail of a kind to an address (what the outbox worker would send). */
export async function latestQueuedEmail(db: Db, to: string, kind: string) {
  // What the outbox job does first: deferred requests (password resets) become e-mails.
  await prepareDeferredEmails({ db });
  const rows = await db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.kind, kind)))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  const row = rows[0];
  // The HTML part as the outbox job sends it: the layout filled with the row's slots (ADR 102).
  return row && { ...row, html: await sentHtml(row) };
}

/** The `?token=` of the first link to `page` in a text, e.g. linkToken(text, 'reset-password'). */
export function linkToken(text: string, page: string): string | undefined {
  const match = new RegExp(`/${page}\\?token=([A-Za-z0-9_%-]+)`).exec(text);
  return match ? decodeURIComponent(match[1]!) : undefined;
}

/** The token e-mailed last to an address for a page ('verify-email' or 'reset-password'). */
export async function queuedLinkToken(db: Db, to: string, page: 'verify-email' | 'reset-password') {
  const kind = page === 'verify-email' ? 'verify_email' : 'reset_password';
  const email = await latestQueuedEmail(db, to, kind);
  return email ? linkToken(email.text, page) : undefined;
}

/** Fails when a response body carries anything password-like (field names or Argon2 hashes). */
export function findPasswordMaterial(body: string): string | undefined {
  return /password|\$argon2|password_hash|passwordHash/i.exec(body)?.[0];
}
