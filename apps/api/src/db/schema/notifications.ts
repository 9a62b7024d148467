import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { payments } from './payments';

/**
 * The shop's Telegram bot (one row, id 1): its token sealed with APP_SECRET
 * (lib/sealed.ts), never stored, answered or backed up in clear.
 */
export const telegramBot = pgTable(
  'telegram_bot',
  {
    id: integer('id').primaryKey().default(1),
    tokenSealed: text('token_sealed').notNull(),
    botUsername: text('bot_username').notNull(),
    // The next getUpdates offset: updates before it were handled (ADR 075).
    updateOffset: bigint('update_offset', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('telegram_bot_one_row', sql`id = 1`)],
);

/** 'Vincular mi Telegram': one-time codes, stored as their SHA-256, valid 10 minutes. */
export const telegramLinkCodes = pgTable('telegram_link_codes', {
  codeHash: text('code_hash').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});

/** A Telegram chat linked to an admin account; it receives every new purchase. */
export const telegramChats = pgTable(
  'telegram_chats',
  {
    id: serial('id').primaryKey(),
    chatId: bigint('chat_id', { mode: 'number' }).notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
    // 'Otro motivo': the message whose payment the chat's next text rejects.
    awaitingReasonFor: bigint('awaiting_reason_for', { mode: 'number' }),
  },
  (t) => [uniqueIndex('telegram_chats_chat_idx').on(t.chatId)],
);

/** The shop's VAPID keys (one row, id 1), made once; the private key sealed with APP_SECRET. */
export const vapidKeys = pgTable(
  'vapid_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKeySealed: text('private_key_sealed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [check('vapid_keys_one_row', sql`id = 1`)],
);

/** A browser's push subscription, tied to the admin account that made it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('push_subscriptions_endpoint_idx').on(t.endpoint)],
);

/**
 * The one notification queue of both channels (ADR 074): one row per payment and
 * target (a linked chat or a push subscription), sent after the sale's commit with
 * retries and backoff. `kind` 'outcome' edits a sent Telegram message to the review.
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    channel: text('channel', { enum: ['telegram', 'push'] }).notNull(),
    kind: text('kind', { enum: ['new', 'outcome'] })
      .notNull()
      .default('new'),
    telegramChatId: integer('telegram_chat_id').references(() => telegramChats.id, {
      onDelete: 'cascade',
    }),
    pushSubscriptionId: integer('push_subscription_id').references(() => pushSubscriptions.id, {
      onDelete: 'cascade',
    }),
    // The random key the message's buttons carry: a tap names this row, never a payment id.
    callbackKey: text('callback_key'),
    messageId: bigint('message_id', { mode: 'number' }),
    withPhoto: boolean('with_photo').notNull().default(false),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // A sent Telegram message whose outcome edit is queued: its buttons act no more.
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notification_deliveries_pending_idx')
      .on(t.nextAttemptAt)
      .where(sql`status = 'pending'`),
    index('notification_deliveries_payment_idx').on(t.paymentId),
    index('notification_deliveries_open_idx')
      .on(t.paymentId)
      .where(sql`kind = 'new' and message_id is not null and closed_at is null`),
    uniqueIndex('notification_deliveries_callback_idx').on(t.callbackKey),
  ],
);
