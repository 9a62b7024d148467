import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { currencies } from './currencies';
import { raffles } from './raffles';
import { users } from './users';

export type CustomField = {
  name: string;
  label: string;
  type: string;
  placeholder?: string;
  required?: boolean;
};
export type AccountInfo = {
  bank_name?: string;
  bank_code?: string;
  phone?: string;
  document_id?: string;
  account_number?: string;
  account_holder?: string;
  email?: string;
};
export type CurrencyPrices = Record<
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
  /** The buyer may attach a receipt though it is not required (requires_capture false). */
  captureOptional: boolean('capture_optional').notNull().default(false),
  /**
   * 'Lo cobra el vendedor' (issue 42): the buyer pays the seller (cash, the seller's
   * account), so a seller's 'Por entregar' counts these payments and no others.
   */
  collectedBySeller: boolean('collected_by_seller').notNull().default(false),
  customFields: jsonb('custom_fields').$type<CustomField[]>().notNull().default([]),
  accountInfo: jsonb('account_info').$type<AccountInfo>().notNull().default({}),
  /** The currency the buyer pays in, when the method names one; a deleted currency unsets it. */
  monedaId: integer('moneda_id').references(() => currencies.id, { onDelete: 'set null' }),
  /** Seeded as demo data and never edited since: 'Vaciar Todo' removes it (issue 42). */
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

// Upper and lower case: lower() only folds ASCII under the C collation PGlite uses.
const ACCENTED = 'ÁÀÄÂÃÉÈËÊÍÌÏÎÓÒÖÔÕÚÙÜÛÑÇáàäâãéèëêíìïîóòöôõúùüûñç';
const PLAIN = 'AAAAAEEEEIIIIOOOOOUUUUNCaaaaaeeeeiiiiooooouuuunc';
const digitsOf = (column: string) => `regexp_replace(${column}, '[^0-9]', '', 'g')`;

/**
 * What the admin search box matches (docs/decisions/ search ADR): reference,
 * cédula, name, e-mail and phone, lower-cased without accents, then the digits
 * of the cédula, phone and reference alone so '0412-123.45.67' finds
 * '04121234567'. '|' keeps one field's end from matching the next one's start.
 * Maintained by PostgreSQL itself (generated column), so every writer, SQL
 * seeds included, keeps it true. Must agree with normaliseSearch in the api.
 */
const SEARCH_TEXT = sql.raw(
  `lower(translate(coalesce(reference_number, '') || '|' || customer_id || '|' || customer_name` +
    ` || '|' || customer_email || '|' || customer_phone, '${ACCENTED}', '${PLAIN}'))` +
    ` || '|' || ${digitsOf('customer_id')} || '|' || ${digitsOf('customer_phone')}` +
    ` || '|' || ${digitsOf("coalesce(reference_number, '')")}`,
);

/**
 * A payment snapshots the method's name and the buyer's data, so deleting a
 * method or a user never changes it (its links become null).
 */
export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    // No cascade: a raffle with payments cannot be deleted (docs/domain.md).
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
    // Normalised copies the buyer's lookup compares (domain/buyer-identity in
    // packages/shared); written with the payment, backfilled by migration.
    customerIdNorm: text('customer_id_norm').notNull().default(''),
    customerEmailNorm: text('customer_email_norm').notNull().default(''),
    customerPhoneNorm: text('customer_phone_norm').notNull().default(''),
    // The ticket link's secret: the purchase sets 16 random bytes as base64url;
    // the default (32 random bytes from two UUIDs) fills rows made any other way.
    ticketCode: text('ticket_code')
      .notNull()
      .default(
        sql`rtrim(translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '=')`,
      ),
    capturePath: text('capture_path'),
    transactionData: jsonb('transaction_data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default({}),
    precioMoneda: jsonb('precio_moneda').$type<CurrencyPrices>().notNull().default({}),
    // The numbers bought, kept after they are freed so e-mails and history stay true.
    numbers: integer('numbers').array().notNull(),
    // Who asked, for the caps on outstanding numbers (docs/decisions/012-abuse-limits.md): the
    // network address and the buyer's normalised identity keys (document, e-mail, phone).
    clientAddress: text('client_address'),
    buyerKeys: text('buyer_keys')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rejectionReason: text('rejection_reason'),
    refundReason: text('refund_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    searchText: text('search_text').notNull().generatedAlwaysAs(SEARCH_TEXT),
  },
  (t) => [
    // Trigram index: LIKE '%term%' on search_text without reading every row.
    index('payments_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    // Also INCLUDEs search_text (migration 0011): a search's count within a status reads the index alone.
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_raffle_created_idx').on(t.raffleId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    // The receipts the fingerprint job looks for (ADR 106): a sale without one writes no entry,
    // and the job never reads the payments that have none.
    index('payments_receipt_idx')
      .on(t.id)
      .where(sql`capture_path is not null`),
    // Partial where every query that reads them is (ADR 087): a guest's sale without a reference
    // writes no entry in them.
    index('payments_method_reference_idx')
      .on(t.paymentMethodId, t.referenceNumber)
      .where(sql`reference_number is not null`),
    index('payments_user_idx')
      .on(t.userId)
      .where(sql`user_id is not null`),
    uniqueIndex('payments_ticket_code_idx').on(t.ticketCode),
    // The buyer's lookup by cédula and e-mail; by cédula and phone it reads the cédula's few
    // payments through this index too (ADR 097: one index entry fewer per sale).
    index('payments_buyer_email_idx').on(t.customerIdNorm, t.customerEmailNorm),
    // The caps' counts (rifas_outstanding, ADR 040): a buyer's or an address's pending numbers
    // in a raffle, found by index instead of reading every pending payment of the raffle.
    index('payments_pending_holder_idx')
      .on(t.raffleId, t.holderId)
      .where(sql`status = 'pending'`),
    index('payments_pending_address_idx')
      .on(t.raffleId, t.clientAddress)
      .where(sql`status = 'pending'`),
    // fastupdate off: a GIN index's pending list is read whole by every search until a
    // vacuum merges it, and every sale searches this one (ADR 063).
    index('payments_pending_buyer_keys_idx')
      .using('gin', t.buyerKeys)
      .with({ fastupdate: false })
      .where(sql`status = 'pending'`),
  ],
);

/**
 * What is still to be done after a sale, one row per kind (ADR 096): 'notice', the
 * notification queue's (ADR 074); 'digest', the admins' e-mail digest's. The sale
 * (rifas_sell) inserts both; each job deletes its rows as it takes them, so nothing
 * updates the wide payments row for them. The key leads with the kind: each job reads
 * only its own rows, in payment order.
 */
export const paymentNotices = pgTable(
  'payment_notices',
  {
    kind: text('kind', { enum: ['notice', 'digest'] }).notNull(),
    // No foreign key (ADR 107): its check locked the sale's new payment row twice per sale. A
    // notice whose payment was deleted is dropped by the job that takes its kind.
    paymentId: integer('payment_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.paymentId] })],
);

/** When the admins' last digest went (one row, id 1; none before the first digest). */
export const pendingDigestRuns = pgTable(
  'pending_digest_runs',
  {
    id: integer('id').primaryKey().default(1),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
  },
  () => [check('pending_digest_runs_one_row', sql`id = 1`)],
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
  (t) => [
    primaryKey({ columns: [t.scope, t.key] }),
    index('idempotency_created_idx').on(t.createdAt),
  ],
);
