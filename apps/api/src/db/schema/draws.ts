import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { raffles } from './raffles';
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
