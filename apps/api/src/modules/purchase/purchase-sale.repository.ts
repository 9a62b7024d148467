import type { Executor } from '../../db/client';
import { paymentSales } from '../../db/schema';

/** How a purchase was priced, next to its payment (issue 29, ADR 028). */
export async function insertPaymentSale(
  tx: Executor,
  row: typeof paymentSales.$inferInsert,
): Promise<void> {
  await tx.insert(paymentSales).values(row);
}
