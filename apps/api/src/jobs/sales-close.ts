import type { ServiceContext } from '../context';
import { withSessionLock } from '../db/advisory-lock';
import { closeDueSales, type AutoCloseOutcome } from '../modules/draw';
import { alertAdmins } from '../modules/notifications';

/** Often enough that a list is fixed within a minute of the last review, or of the close time. */
export const SALES_CLOSE_EVERY_MS = 30_000;
const SALES_CLOSE_LOCK = 727_044;

/**
 * Sales that close by themselves (issue 44): one pass of draw's closeDueSales,
 * its alerts to the admins by notifications' alertAdmins. Instances sharing a
 * PostgreSQL database take turns through an advisory lock; inside, each close
 * and each alert is guarded on its own (closeSales, the alert marks) as well.
 */
export async function runSalesClose(ctx: ServiceContext): Promise<AutoCloseOutcome[]> {
  const pass = () => closeDueSales(ctx, (alert) => alertAdmins(ctx, alert));
  return (await withSessionLock(ctx.database, String(SALES_CLOSE_LOCK), pass)) ?? [];
}
