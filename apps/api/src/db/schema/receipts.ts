import { sql } from 'drizzle-orm';
import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { payments } from './payments';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  // pg gives a Buffer, PGlite a Uint8Array: one type for the code.
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Each stored receipt's fingerprint (ADR 078), computed after the purchase by
 * modules/payments (receipt-fingerprints.service.ts). A receipt that could not
 * be read keeps a row with its error, so it is not tried again and the
 * notification queue, which waits for the fingerprint, goes on. Not in backups:
 * computed again from the restored receipts.
 */
export const receiptFingerprints = pgTable(
  'receipt_fingerprints',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    // SHA-256 of the stored bytes, hex.
    sha256: text('sha256'),
    // The 64-bit DCT perceptual hash, as a signed bigint.
    phash: bigint('phash', { mode: 'bigint' }),
    // The greyscale detail a near candidate is compared with (lib/receipt-fingerprint.ts).
    detail: bytea('detail'),
    // The payment whose receipt is this one's layout reference (itself for a reference), ADR 092.
    referenceId: integer('reference_id'),
    // The blocks where it differs from its reference, with their grey levels (lib/receipt-layout.ts).
    keys: integer('keys').array(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('receipt_fingerprints_sha256_idx').on(t.sha256),
    // Only candidates that hold the same keys are read (ADR 092), whatever the layout's size.
    index('receipt_fingerprints_keys_idx').using('gin', t.keys),
    index('receipt_fingerprints_references_idx')
      .on(t.paymentId)
      .where(sql`${t.referenceId} = ${t.paymentId}`),
  ],
);

/**
 * A payment whose receipt is the same as an earlier payment's (`matched_payment_id`,
 * the lower id): the flag 'Comprobante repetido', never a refusal.
 */
export const receiptMatches = pgTable(
  'receipt_matches',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    matchedPaymentId: integer('matched_payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    distance: integer('distance').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.matchedPaymentId] }),
    index('receipt_matches_matched_idx').on(t.matchedPaymentId),
  ],
);
