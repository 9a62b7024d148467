import { asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../db/sql-rows';
import { sellers } from '../../db/schema';

export type SellerRow = typeof sellers.$inferSelect;
export type NewSellerRow = typeof sellers.$inferInsert;

export async function insertSeller(tx: Executor, row: NewSellerRow): Promise<SellerRow> {
  const [created] = await tx.insert(sellers).values(row).returning();
  return created!;
}

export async function setSellerActive(
  tx: Executor,
  id: number,
  isActive: boolean,
): Promise<SellerRow | undefined> {
  const [row] = await tx.update(sellers).set({ isActive }).where(eq(sellers.id, id)).returning();
  return row;
}

export function listSellerRows(db: Executor): Promise<SellerRow[]> {
  return db.select().from(sellers).orderBy(asc(sellers.name), asc(sellers.id));
}

export function findSellerById(db: Executor, id: number) {
  return db.query.sellers.findFirst({ where: eq(sellers.id, id) });
}

export function findSellerByToken(db: Executor, token: string) {
  return db.query.sellers.findFirst({ where: eq(sellers.reportToken, token) });
}

/** The active seller with this code (upper-cased), or undefined. */
export function findActiveSellerByKey(db: Executor, codeKey: string) {
  return db.query.sellers.findFirst({
    where: sql`${sellers.codeKey} = ${codeKey} and ${sellers.isActive}`,
    columns: { id: true, commissionPercent: true },
  });
}

export type SellerFiguresRow = {
  seller_id: number;
  raffle_id: number;
  raffle_title: string;
  can_sell_status: string;
  count: number;
  numbers: number;
  amount_cents: number;
  commission_cents: number;
  /** The part the seller collected (a method marked 'Lo cobra el vendedor') and its commission. */
  collected_cents: number;
  collected_commission_cents: number;
};

/**
 * Each seller's validated sales per raffle: only completed payments count, so
 * a rejection or a refund takes the sale off. What the seller collected is read
 * from the method's 'Lo cobra el vendedor' as it is now: the operator's word on
 * who holds the money. `sellerId` narrows to one seller.
 */
export async function sellerFigures(
  db: Executor,
  sellerId: number | null,
): Promise<SellerFiguresRow[]> {
  const rows = rowsOf<SellerFiguresRow>(
    await db.execute(sql`
      select s.seller_id, p.raffle_id, r.title as raffle_title, r.status as can_sell_status,
        count(*)::int as count,
        coalesce(sum(cardinality(p.numbers)), 0)::int as numbers,
        coalesce(sum(p.amount_cents), 0)::int as amount_cents,
        coalesce(sum(s.commission_cents), 0)::int as commission_cents,
        coalesce(sum(p.amount_cents) filter (where m.collected_by_seller), 0)::int
          as collected_cents,
        coalesce(sum(s.commission_cents) filter (where m.collected_by_seller), 0)::int
          as collected_commission_cents
      from payment_sales s
        join payments p on p.id = s.payment_id
        join raffles r on r.id = p.raffle_id
        left join payment_methods m on m.id = p.payment_method_id
      where s.seller_id is not null and p.status = 'completed'
        and (${sellerId}::int is null or s.seller_id = ${sellerId}::int)
      group by s.seller_id, p.raffle_id, r.title, r.status
      order by s.seller_id, p.raffle_id`),
  );
  return rows.map((r) => ({
    ...r,
    seller_id: Number(r.seller_id),
    raffle_id: Number(r.raffle_id),
    count: Number(r.count),
    numbers: Number(r.numbers),
    amount_cents: Number(r.amount_cents),
    commission_cents: Number(r.commission_cents),
    collected_cents: Number(r.collected_cents),
    collected_commission_cents: Number(r.collected_commission_cents),
  }));
}
