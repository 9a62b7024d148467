import { deriveAdminRaffleState, SALES_DAYS, type DashboardOverview } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import {
  findActiveRafflesPastDraw,
  findDashboardTotals,
  findGettingStarted,
  findSalesByDay,
} from './dashboard.repository';

/** The admin dashboard as of `ctx.now`; days are business days (BUSINESS_TZ). */
export async function dashboardOverview({
  db,
  now,
  config,
  actor,
}: ServiceContext): Promise<DashboardOverview> {
  const timeZone = config.businessTz;
  const [totals, sales, pastDraw, gettingStarted] = await Promise.all([
    findDashboardTotals(db, now),
    findSalesByDay(db, now, timeZone, SALES_DAYS),
    findActiveRafflesPastDraw(db, now),
    findGettingStarted(db, actor?.id ?? null),
  ]);
  const needsWinner = pastDraw.filter(
    (raffle) => deriveAdminRaffleState(raffle, now) === 'needs_winner',
  ).length;
  return {
    total_raffles: totals.total_raffles,
    active_raffles: totals.active_raffles,
    total_revenue: Number(totals.revenue_cents) / 100,
    pending_payments: totals.pending_payments,
    stale_pending_payments: totals.stale_pending_payments,
    raffles_needing_winner: needsWinner,
    completed_payments: totals.completed_payments,
    getting_started: gettingStarted,
    sales_by_day: sales.map((day) => ({
      date: day.date,
      total_amount: Number(day.total_cents) / 100,
      count: day.count,
    })),
  };
}
