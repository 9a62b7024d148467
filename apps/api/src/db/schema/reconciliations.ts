import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { ReconciliationGroups, StatementMapping } from '@rifas/shared';
import { payments } from './payments';
import { users } from './users';

/**
 * One uploaded bank statement and the groups it gave ('Conciliar',
 * docs/bank-statements.md). The file stays private and is deleted after 30 days
 * (file_key becomes null); the groups stay as the record of what was compared.
 */
export const reconciliations = pgTable(
  'reconciliations',
  {
    id: serial('id').primaryKey(),
    fileName: text('file_name').notNull(),
    fileKey: text('file_key'),
    format: text('format').notNull(),
    groups: jsonb('groups').$type<ReconciliationGroups>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('reconciliations_created_idx').on(t.createdAt)],
);

/**
 * The statement line that validated a payment. `line_key` (day, reference
 * without leading zeros, amount) is unique, so a line validates at most one
 * payment ever, whatever file or layout brings it again; a payment is validated
 * by at most one line.
 */
export const statementClaims = pgTable('statement_claims', {
  lineKey: text('line_key').primaryKey(),
  paymentId: integer('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id, { onDelete: 'cascade' }),
  reconciliationId: integer('reconciliation_id').references(() => reconciliations.id, {
    onDelete: 'set null',
  }),
  fileName: text('file_name').notNull(),
  line: integer('line').notNull(),
  date: text('date').notNull(),
  reference: text('reference').notNull(),
  amountCents: integer('amount_cents').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The operator's saved column maps, by name. */
export const statementMappings = pgTable('statement_mappings', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  mapping: jsonb('mapping').$type<StatementMapping>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
