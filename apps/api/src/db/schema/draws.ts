import { boolean, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { raffles, type StoredGalleryImage } from './raffles';
import { users } from './users';

/**
 * A raffle's verifiable draw (docs/domain.md, "Sorteo verificable"). The row
 * exists once sales are closed: from then on a database trigger refuses every
 * change to the raffle's numbers and payments (SQLSTATE RF001, migration
 * 0007_draw), and the entries text is served byte for byte as it was hashed.
 */
export const raffleDraws = pgTable('raffle_draws', {
  raffleId: integer('raffle_id')
    .primaryKey()
    .references(() => raffles.id, { onDelete: 'cascade' }),
  /** One line per sold number, ascending: `number;payment_id;First L.\n` (UTF-8). */
  entries: text('entries').notNull(),
  /** SHA-256 of the entries' UTF-8 bytes, lowercase hex. */
  fingerprint: text('fingerprint').notNull(),
  entriesCount: integer('entries_count').notNull(),
  /** The winning-number rule in words, as published with the list. */
  rule: text('rule').notNull(),
  // The range the rule was fixed for (the trigger keeps the raffle's range from changing).
  startNumber: integer('start_number').notNull(),
  endNumber: integer('end_number').notNull(),
  fixedAt: timestamp('fixed_at', { withTimezone: true }).notNull(),
  fixedBy: integer('fixed_by').references(() => users.id, { onDelete: 'set null' }),
  lotteryName: text('lottery_name'),
  lotteryDrawAt: timestamp('lottery_draw_at', { withTimezone: true }),
  lotteryResult: text('lottery_result'),
  winningNumber: integer('winning_number'),
  drawnAt: timestamp('drawn_at', { withTimezone: true }),
});

/** A winner as stored with its prize: the number, its payment and the name as the public list writes it. */
export type PrizeWinner = { number: number; payment_id: number; name: string };

/**
 * A raffle's prizes, in order (ADR 054). Position 1 is the main prize, whose
 * official result stays in raffle_draws; the others keep their own. A raffle
 * without rows has one main prize, the raffle's product. Rows are written by
 * the raffle form until a list is fixed, then only by recording results.
 */
export const rafflePrizes = pgTable(
  'raffle_prizes',
  {
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Null for the main prize of a raffle set up without prizes: the raffle's product. */
    title: text('title'),
    kind: text('kind', {
      enum: ['main', 'official', 'terminal', 'adjacent', 'early_bird'],
    }).notNull(),
    digits: integer('digits'),
    /** The lottery named at creation (official, early bird); its result must come from it. */
    lotteryName: text('lottery_name'),
    cutoffAt: timestamp('cutoff_at', { withTimezone: true }),
    unsold: text('unsold', { enum: ['void', 'next_draw', 'nearest'] })
      .notNull()
      .default('void'),
    /** Numbers that won an earlier prize do not take part (issue 42); false keeps older rules. */
    excludeWinners: boolean('exclude_winners').notNull().default(false),
    /** The rule in words as published with the list (null until then). */
    rule: text('rule'),
    /** The early bird's own list, fingerprint and fixing time; the others use raffle_draws'. */
    entries: text('entries'),
    fingerprint: text('fingerprint'),
    entriesCount: integer('entries_count'),
    fixedAt: timestamp('fixed_at', { withTimezone: true }),
    /** The official result of a prize with its own (official, early bird); main's is in raffle_draws. */
    resultLottery: text('result_lottery'),
    resultDrawAt: timestamp('result_draw_at', { withTimezone: true }),
    result: text('result'),
    /** The number the result gave (null for terminal and adjacent). */
    winningNumber: integer('winning_number'),
    /** Set when decided; an empty array is a prize declared desierto. */
    winners: jsonb('winners').$type<PrizeWinner[]>(),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /**
     * The prize's optional picture: the same files as a raffle gallery image
     * (raffles-admin/raffle-images.ts). Not part of the published rule, so it
     * may change after the list is fixed.
     */
    image: jsonb('image').$type<StoredGalleryImage>(),
  },
  (t) => [primaryKey({ columns: [t.raffleId, t.position] })],
);
