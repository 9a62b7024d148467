import { z } from './zod';

/**
 * GET /dashboard/overview (docs/product.md Dashboard): the cards' totals in one call,
 * plus completed sales per day for the last 30 days in BUSINESS_TZ. The
 * 'Sorteos Recientes' and 'Pagos Recientes' lists use GET /raffles and
 * GET /payments?limit=5.
 */

export const SALES_DAYS = 30;

export const DashboardOverviewSchema = z.object({
  total_raffles: z.number().int(),
  /** Raffles that can sell now (the same rule as /raffles/active). */
  active_raffles: z.number().int(),
  /** US dollars of completed payments. */
  total_revenue: z.number(),
  pending_payments: z.number().int(),
  /** Pending payments created more than 24 hours ago: a buyer waiting for a review. */
  stale_pending_payments: z.number().int(),
  /** Raffles whose admin state is 'Necesita ganador' (deriveAdminRaffleState). */
  raffles_needing_winner: z.number().int(),
  completed_payments: z.number().int(),
  /**
   * 'Primeros pasos' (issue 42): whether the demo's data is still there, and each
   * step before a first real sale, ticked from the data (an active method of the
   * operator's own, Tienda saved, the admin's password set, a raffle of their own).
   */
  getting_started: z.object({
    demo: z.boolean(),
    payment_methods: z.boolean(),
    shop: z.boolean(),
    password: z.boolean(),
    first_raffle: z.boolean(),
  }),
  /** Oldest first, one entry per day (zero-filled), the last one is today. */
  sales_by_day: z.array(
    z.object({
      /** YYYY-MM-DD in BUSINESS_TZ. */
      date: z.string(),
      /** US dollars of completed payments made that day. */
      total_amount: z.number(),
      count: z.number().int(),
    }),
  ),
});
export type DashboardOverview = z.infer<typeof DashboardOverviewSchema>;
