import { SALES_DAYS, type DashboardOverview } from '@rifas/shared';
import type { Db } from '../../db/client';
import { findDashboardTotals, findSalesByDay } from './dashboard.repository';

export async function dashboardOverview(
  db: Db,
  now: Date,
  timeZone: string,
): Promise<DashboardOverview> {
  const [totals, sales] = await Promise.all([
    findDashboardTotals(db, now),
    findSalesByDay(db, now, timeZone, SALES_DAYS),
  ]);
  return {
    total_raffles: totals.total_raffles,
    active_raffles: totals.active_raffles,
    total_revenue: Number(totals.revenue_cents) / 100,
    pending_payments: totals.pending_payments,
    completed_payments: totals.completed_payments,
    sales_by_day: sales.map((day) => ({
      date: day.date,
      total_amount: Number(day.total_cents) / 100,
      count: day.count,
    })),
  };
}
