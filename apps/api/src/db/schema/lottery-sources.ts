import {
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

/**
 * The shop's own result sources (issue 44): a page, a CSS selector or a
 * pattern, and the date format the page prints. The presets for the
 * Venezuelan result sites live in code (modules/lottery-sources), not here.
 */
export const lotterySources = pgTable('lottery_sources', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  lottery: text('lottery').notNull(),
  url: text('url').notNull(),
  selector: text('selector'),
  pattern: text('pattern'),
  dateFormat: text('date_format'),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Where a fetched result was read: the sources' names, when, and the archived page. */
export type WatchSource = {
  names: string[];
  fetched_at: string;
  archive_key: string;
  sha256: string;
};

/**
 * A prize whose official result is fetched: its lottery, the draw's time and
 * the sources to read (ADR 083). `next_check_at` is the claim: a run moves it
 * 5 minutes ahead in the statement that takes the row, so two instances never
 * read the same prize at the same turn.
 */
export const prizeResultWatches = pgTable(
  'prize_result_watches',
  {
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    lottery: text('lottery').notNull(),
    drawAt: timestamp('draw_at', { withTimezone: true }).notNull(),
    /** Which draw at that hour the presets read: Triple A, B or C (ADR 088). */
    draw: text('draw', { enum: ['A', 'B', 'C'] })
      .notNull()
      .default('A'),
    sourceIds: jsonb('source_ids').$type<string[]>().notNull(),
    state: text('state', { enum: ['waiting', 'to_confirm', 'recorded', 'failed'] })
      .notNull()
      .default('waiting'),
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }).notNull(),
    checks: integer('checks').notNull().default(0),
    /** The result read (waiting for the operator's confirmation, or recorded). */
    result: text('result'),
    /** Why it failed, in words for the admin. */
    detail: text('detail'),
    source: jsonb('source').$type<WatchSource>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.raffleId, t.position] }),
    index('prize_result_watches_due_idx').on(t.state, t.nextCheckAt),
  ],
);

/** Every page read for a prize's result, kept with its SHA-256 (the archive). */
export const lotteryFetches = pgTable(
  'lottery_fetches',
  {
    id: serial('id').primaryKey(),
    raffleId: integer('raffle_id')
      .notNull()
      .references(() => raffles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    sourceId: text('source_id').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull(),
    /** The result read, or null with the reason it could not be read. */
    result: text('result'),
    failure: text('failure'),
    archiveKey: text('archive_key'),
    sha256: text('sha256'),
  },
  (t) => [index('lottery_fetches_prize_idx').on(t.raffleId, t.position)],
);
