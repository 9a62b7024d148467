import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { payments } from './payments';
import { raffles } from './raffles';

/**
 * Coupons (issue 29, ADR 028). `code_key` is the code upper-cased: codes are
 * case-insensitive and unique that way. `value` is a percent (1–100) or US
 * cents off. A raffle's coupon goes with the raffle ('Vaciar Todo' included).
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    kind: text('kind', { enum: ['percent', 'fixed'] }).notNull(),
    value: integer('value').notNull(),
    maxUses: integer('max_uses').notNull(),
    maxUsesPerBuyer: integer('max_uses_per_buyer'),
    raffleId: integer('raffle_id').references(() => raffles.id, { onDelete: 'cascade' }),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    minNumbers: integer('min_numbers').notNull().default(1),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_key_idx').on(t.codeKey)],
);

/**
 * Sellers ('Vendedores', issue 29): `code_key` as for coupons; `report_token`
 * is the secret of the seller's own page (no account). The commission percent
 * applies to the sales made while it was set: each sale keeps its commission.
 */
export const sellers = pgTable(
  'sellers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    phone: text('phone').notNull().default(''),
    code: text('code').notNull(),
    codeKey: text('code_key').notNull(),
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    isActive: boolean('is_active').notNull().default(true),
    reportToken: text('report_token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('sellers_code_key_idx').on(t.codeKey),
    uniqueIndex('sellers_report_token_idx').on(t.reportToken),
  ],
);

/** How a purchase was priced: its packs, the coupon's discount, the seller's commission. */
export type SaleBreakdown = {
  packs: { quantity: number; priceCents: number; times: number }[];
  singles: number;
  unitCents: number;
};

/**
 * One row per purchase priced with a pack, a coupon or a seller (ADR 028),
 * written in the purchase's transaction next to the payment, which keeps the
 * final amount. A coupon's uses and a seller's sales are counted from these
 * rows joined to live payments: a rejected or refunded payment stops counting.
 */
export const paymentSales = pgTable(
  'payment_sales',
  {
    paymentId: integer('payment_id')
      .primaryKey()
      .references(() => payments.id, { onDelete: 'cascade' }),
    breakdown: jsonb('breakdown').$type<SaleBreakdown>().notNull(),
    listCents: integer('list_cents').notNull(),
    discountCents: integer('discount_cents').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    sellerId: integer('seller_id').references(() => sellers.id, { onDelete: 'set null' }),
    commissionCents: integer('commission_cents').notNull().default(0),
  },
  (t) => [
    index('payment_sales_coupon_idx')
      .on(t.couponId)
      .where(sql`coupon_id is not null`),
    index('payment_sales_seller_idx')
      .on(t.sellerId)
      .where(sql`seller_id is not null`),
  ],
);
