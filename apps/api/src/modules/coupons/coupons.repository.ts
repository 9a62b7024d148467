import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf, textArray } from '../../db/sql-rows';
import { coupons, raffles } from '../../db/schema';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCouponRow = typeof coupons.$inferInsert;

export async function insertCoupon(tx: Executor, row: NewCouponRow): Promise<CouponRow> {
  const [created] = await tx.insert(coupons).values(row).returning();
  return created!;
}

/** A coupon's terms changed by its admin; undefined when there is no such coupon. */
export async function updateCouponRow(
  tx: Executor,
  id: number,
  values: Omit<NewCouponRow, 'createdAt'>,
): Promise<CouponRow | undefined> {
  const [row] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
  return row;
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

/**
 * Every coupon with its live uses (a payment uses its coupon while it is
 * pending or completed; rifas_coupon_uses in db/functions) and its raffle's
 * title, newest first; `only` narrows it to one coupon.
 */
export function listCouponRows(db: Executor, only?: { id: number }) {
  return db
    .select({
      coupon: coupons,
      raffleTitle: raffles.title,
      uses: sql<number>`(select total from rifas_coupon_uses(${coupons.id}, '{}', '{}'))`.mapWith(
        Number,
      ),
    })
    .from(coupons)
    .leftJoin(raffles, eq(raffles.id, coupons.raffleId))
    .where(only ? eq(coupons.id, only.id) : undefined)
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
}

/** Who uses a coupon: the identity keys of the payment and the forms of the cédula. */
export type CouponBuyer = { keys: readonly string[]; documents: readonly string[] };

/** Live uses of a coupon: in all, and by this buyer (any key shared, or the cédula in any form). */
export async function countCouponUses(
  db: Executor,
  couponId: number,
  buyer: CouponBuyer,
): Promise<{ total: number; buyer: number }> {
  // rifas_coupon_uses (db/functions): the same count the sale makes under the coupon's lock.
  const [row] = rowsOf<{ total: number; buyer: number }>(
    await db.execute(sql`
      select total, by_buyer as buyer from rifas_coupon_uses(${couponId}::int,
        ${textArray(buyer.keys)}, ${textArray(buyer.documents)})`),
  );
  return { total: Number(row?.total ?? 0), buyer: Number(row?.buyer ?? 0) };
}
