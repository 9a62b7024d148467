import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';

/** Transactional outbox: written with its cause, sent by the outbox worker (docs/operations.md). */
export const outboxEmails = pgTable(
  'outbox_emails',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    /** The whole HTML part, only on rows queued before html_slots (migration 0044). */
    html: text('html'),
    /** The HTML part as its layout's shape and slots, filled when sent (ADR 102). */
    htmlSlots: jsonb('html_slots'),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('outbox_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    // The hourly cap on e-mails of one kind to one recipient counts by these.
    index('outbox_kind_recipient_idx').on(t.kind, sql`lower(${t.to})`, t.createdAt),
  ],
);

/**
 * Counters shared by every instance: the request rate limits and the login
 * throttle. One row per key; the window restarts once reset_at has passed.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
  },
  // No index on reset_at: only the hourly clean-up reads by it, when most rows have expired,
  // and an index would cost every new key an entry (ADR 110).
);

/** Proof-of-work solutions already spent: each is accepted once, until it expires. */
export const usedChallenges = pgTable(
  'used_challenges',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  // As rate_limits: only the hourly clean-up reads by expires_at (ADR 110).
);

/** Who did what to what, and when: every admin action. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);
