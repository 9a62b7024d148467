import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { raffles } from './raffles';
import { users } from './users';

export type CustomField = {
  name: string;
  label: string;
  type: string;
  placeholder?: string;
  required?: boolean;
};
export type AccountInfo = { bank_name?: string; account_number?: string; account_holder?: string };
export type PrecioMoneda = Record<
  string,
  { rate: number; unit: number; total: number; simbolo: string }
>;

export const paymentMethods = pgTable('payment_methods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  instructions: text('instructions').notNull().default(''),
  isActive: boolean('is_active').notNull().default(true),
  requiresReference: boolean('requires_reference').notNull().default(false),
  requiresDate: boolean('requires_date').notNull().default(false),
  requiresCapture: boolean('requires_capture').notNull().default(false),
  customFields: jsonb('custom_fields').$type<CustomField[]>().notNull().default([]),
  accountInfo: jsonb('account_info').$type<AccountInfo>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payment snapshots the method's name and the buyer's data, so deleting a
 * method or a user never changes it (its links become null).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    // No cascade: a raffle with payments cannot be deleted (DESIGN §3).
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'restrict' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    paymentMethodId: integer('payment_method_id').references(() => paymentMethods.id, {
      onDelete: 'set null',
    }),
    paymentMethodName: text('payment_method_name').notNull(),
    holderId: text('holder_id'),
    amountCents: integer('amount_cents').notNull(),
    status: text('status', { enum: ['pending', 'completed', 'failed', 'refunded'] })
      .notNull()
      .default('pending'),
    referenceNumber: text('reference_number'),
    paymentDate: text('payment_date'),
    // The spec's customer_id is the buyer's document number.
    customerId: text('customer_id').notNull(),
    customerName: text('customer_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    capturePath: text('capture_path'),
    transactionData: jsonb('transaction_data').$type<Record<string, unknown>>().notNull().default({}),
    precioMoneda: jsonb('precio_moneda').$type<PrecioMoneda>().notNull().default({}),
    // The numbers bought, kept after they are freed so e-mails and history stay true.
    numbers: integer('numbers').array().notNull(),
    rejectionReason: text('rejection_reason'),
    refundReason: text('refund_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_raffle_created_idx').on(t.raffleId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    index('payments_method_reference_idx').on(t.paymentMethodId, t.referenceNumber),
    index('payments_user_idx').on(t.userId),
  ],
);

/** Replays of POST /purchase with the same Idempotency-Key answer the first result. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.scope, t.key] }), index('idempotency_created_idx').on(t.createdAt)],
);
