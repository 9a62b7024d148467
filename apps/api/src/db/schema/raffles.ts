import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgSequence,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Every change of any raffle's numbers takes the next value (ADR 003): writers
 * never share a row for it, so purchases of one raffle don't queue on each other.
 */
export const numbersVersionSeq = pgSequence('numbers_version_seq');

/** Storage keys of a raffle image's WebP widths, and the picture's own size. */
export type StoredImageVariants = {
  width: number;
  height: number;
  webp: { key: string; width: number; height: number }[];
};

/** A gallery image's stored files: as the main image's (raffles-admin/raffle-images.ts). */
export type StoredGalleryImage = {
  imagePath: string;
  imageCardPath: string;
  imageVariants: StoredImageVariants;
};

export const raffles = pgTable(
  'raffles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    productToWin: text('product_to_win').notNull(),
    // Money is integer US cents; the API speaks decimal dollars (docs/domain.md).
    priceCents: integer('price_cents').notNull(),
    startNumber: integer('start_number').notNull().default(0),
    endNumber: integer('end_number').notNull(),
    drawDate: timestamp('draw_date', { withTimezone: true }).notNull(),
    imagePath: text('image_path'),
    imageCardPath: text('image_card_path'),
    // The image's size and its WebP widths for srcset (null before they existed).
    imageVariants: jsonb('image_variants').$type<StoredImageVariants>(),
    /** The prize's other pictures, after the main image, in the operator's order (issue 30). */
    gallery: jsonb('gallery')
      .$type<StoredGalleryImage[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    status: text('status', { enum: ['pending', 'active', 'completed'] })
      .notNull()
      .default('pending'),
    winningNumber: integer('numero_ganador'),
    isMinimalRequired: boolean('is_minimal_required').notNull().default(false),
    minimalNumber: integer('minimal_number').notNull().default(0),
    diffusionChannel: text('diffusion_channel').notNull().default(''),
    // Packs ('5 por $12', issue 29): cents for that many numbers together, by quantity.
    packs: jsonb('packs').$type<{ quantity: number; priceCents: number }[]>().notNull().default([]),
    /** One of the demo's raffles (seeds): the dashboard's 'Primeros pasos' waits for a real one. */
    demo: boolean('demo').notNull().default(false),
    /**
     * Sales close by themselves (issue 44): when every number is validated
     * ('sold_out'), at the close time ('time'), at whichever comes first ('both'), or never ('off').
     */
    autoClose: text('auto_close', { enum: ['off', 'sold_out', 'time', 'both'] })
      .notNull()
      .default('both'),
    // When sales close; null is the draw date minus 30 minutes (SALES_CLOSE_BEFORE_DRAW_MS).
    salesCloseAt: timestamp('sales_close_at', { withTimezone: true }),
    // When the admins were told the close waits for reviews, or that it is due by hand.
    closeAlertedAt: timestamp('close_alerted_at', { withTimezone: true }),
    // When the admins were told the draw date passed with sales still open.
    drawDateAlertedAt: timestamp('draw_date_alerted_at', { withTimezone: true }),
    // Superseded by numbersVersionSeq (ADR 003); kept so old backups restore unchanged.
    numbersVersion: bigint('numbers_version', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('raffles_status_draw_idx').on(t.status, t.drawDate)],
);

/**
 * Only numbers that are not available have a row. The primary key is the last
 * guard against selling a number twice.
 */
export const raffleNumbers = pgTable(
  'raffle_numbers',
  {
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    status: text('status', { enum: ['reserved', 'sold'] }).notNull(),
    // A hold: the browser's guest id (or the user's id) and when it lapses.
    holderId: text('holder_id'),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    // Set once a purchase claims the number; references payments.id.
    paymentId: integer('payment_id'),
    reservedAt: timestamp('reserved_at', { withTimezone: true }).notNull().defaultNow(),
    // The holder's network address: per-address caps count live holds by it (docs/decisions/012-abuse-limits.md).
    clientAddress: text('client_address'),
    // The holder's IPv6 delegation (its /48, ADR 077), which one wider cap counts; null for IPv4.
    clientDelegation: text('client_delegation'),
    soldAt: timestamp('sold_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.raffleId, t.number] }),
    // A hold has no payment: only sold and reserved numbers are found by theirs (ADR 087).
    index('raffle_numbers_payment_idx')
      .on(t.paymentId)
      .where(sql`payment_id is not null`),
    index('raffle_numbers_client_address_idx')
      .on(t.raffleId, t.clientAddress)
      .where(sql`payment_id is null`),
    index('raffle_numbers_client_delegation_idx')
      .on(t.raffleId, t.clientDelegation)
      .where(sql`payment_id is null and client_delegation is not null`),
    index('raffle_numbers_hold_expiry_idx')
      .on(t.holdExpiresAt)
      .where(sql`payment_id is null`),
    // A holder's live holds in a raffle (the caps' counts and the hold limit, rifas_hold):
    // found by index, not by reading every live hold of the raffle (migration 0026).
    index('raffle_numbers_holder_idx')
      .on(t.raffleId, t.holderId)
      .where(sql`payment_id is null`),
  ],
);

/**
 * Holds that ended (released, or lapsed and swept), remembered for a while so
 * one holder (guest id, account or network) cannot keep numbers held past
 * 2 × HOLD_MINUTES in a row by releasing and re-holding them
 * (docs/decisions/049-holds-end.md). One row per number and holder: when its
 * streak started. Not in backups; rows older than three days are deleted.
 */
export const holdStreaks = pgTable(
  'hold_streaks',
  {
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    holderId: text('holder_id').notNull(),
    clientAddress: text('client_address'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    /** When the hold ended (a release, its lapse): a number's run across holders (ADR 089). */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.raffleId, t.number, t.holderId] }),
    index('hold_streaks_started_idx').on(t.startedAt),
  ],
);
