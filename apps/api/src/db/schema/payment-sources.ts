import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { NoticeFormatInput } from '@rifas/shared';
import { payments } from './payments';

/**
 * A mailbox where the banks' notices arrive ('Fuentes automáticas', issue 41).
 * The password is sealed with APP_SECRET (lib/sealed.ts): never in clear here,
 * in a dump or in a backup. `last_uid` is the last message read, valid while the
 * folder keeps its `uid_validity`.
 */
export const paymentSources = pgTable('payment_sources', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  host: text('host').notNull(),
  port: integer('port').notNull(),
  tls: boolean('tls').notNull(),
  user: text('user').notNull(),
  passwordSealed: text('password_sealed').notNull(),
  folder: text('folder').notNull(),
  formats: jsonb('formats').$type<NoticeFormatInput[]>().notNull(),
  autoValidate: boolean('auto_validate').notNull().default(false),
  uidValidity: text('uid_validity'),
  lastUid: integer('last_uid').notNull().default(0),
  lastError: text('last_error'),
  lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One notice read from a source, stored once: `dedupe_key` is the bank's
 * reference when the notice has one, else its Message-ID, unique per source.
 */
export const sourceMovements = pgTable(
  'source_movements',
  {
    id: serial('id').primaryKey(),
    sourceId: integer('source_id')
      .notNull()
      .references(() => paymentSources.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    format: text('format'),
    status: text('status').notNull(),
    note: text('note'),
    amountCents: integer('amount_cents'),
    currency: text('currency'),
    reference: text('reference'),
    sender: text('sender'),
    memo: text('memo'),
    date: text('date'),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('source_movements_dedupe_idx').on(t.sourceId, t.dedupeKey),
    index('source_movements_status_idx').on(t.status, t.id),
  ],
);
