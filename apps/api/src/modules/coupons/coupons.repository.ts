import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf, textArrayLiteral } from '../../db/sql-rows';
import { coupons, paymentSales, payments, raffles } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;

/** A payment uses its coupon while it may still be validated or was: pending or completed. */
const LIVE = sql`${payments.status} in ('pending', 'completed')`;

export async function insertCoupon(tx: Executor, row: NewCouponRow): Promise<CouponRow> {
  const [created] = await tx.insert(coupons).values(row).returning();
  return created!;
}

export async function setCouponActive(
  tx: Executor,
  id: number,
  isActive: boolean,
): Promise<CouponRow | undefined> {
  const [row] = await tx.update(coupons).set({ isActive }).where(eq(coupons.id, id)).returning();
  return row;
}

export function findCouponByKey(db: Executor, codeKey: string) {
  return db.query.coupons.findFirst({ where: eq(coupons.codeKey, codeKey) });
}

/** Every coupon with its live uses and its raffle's title, newest first. */
export function listCouponRows(db: Executor) {
  return db
    .select({
      coupon: coupons,
      raffleTitle: raffles.title,
      uses: sql<number>`(select count(*) from ${paymentSales}
        join ${payments} on ${payments.id} = ${paymentSales.paymentId}
        where ${paymentSales.couponId} = ${coupons.id} and ${LIVE})`.mapWith(Number),
    })
    .from(coupons)
    .leftJoin(raffles, eq(raffles.id, coupons.raffleId))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/**
 * Locks the coupon's row until the purchase's transaction ends, so purchases
 * using it count and claim its uses one at a time (ADR 028).
 */
export async function lockCoupon(tx: Executor, id: number): Promise<boolean> {
  const rows = rowsOf<{ id: number }>(
    await tx.execute(sql`select id from coupons where id = ${id} for update`),
  );
  return rows.length > 0;
}

/** Who uses a coupon: the identity keys of the payment and the forms of the cédula. */
export type CouponBuyer = { keys: readonly string[]; documents: readonly string[] };

/** Live uses of a coupon: in all, and by this buyer (any key shared, or the cédula in any form). */
export async function countCouponUses(
  db: Executor,
  couponId: number,
  buyer: CouponBuyer,
): Promise<{ total: number; buyer: number }> {
  const keys = textArrayLiteral(buyer.keys);
  const documents = textArrayLiteral(buyer.documents);
  const [row] = rowsOf<{ total: number; buyer: number }>(
    await db.execute(sql`
      select count(*)::int as total,
        count(*) filter (where p.buyer_keys && ${keys}::text[]
          or p.customer_id_norm = any(${documents}::text[]))::int as buyer
      from payment_sales s join payments p on p.id = s.payment_id
      where s.coupon_id = ${couponId} and p.status in ('pending', 'completed')`),
  );
  return { total: Number(row?.total ?? 0), buyer: Number(row?.buyer ?? 0) };
}
