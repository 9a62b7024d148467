import { queryOptions, useQuery } from '@tanstack/react-query';
import { DashboardOverviewSchema, type DashboardOverview } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/dashboard/overview (admin): the five cards' totals and 30 days of sales. */
export function getOverview(signal?: AbortSignal): Promise<DashboardOverview> {
  return api.get('/dashboard/overview', { schema: DashboardOverviewSchema, signal });
}

export const overviewQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.overview,
    queryFn: ({ signal }) => getOverview(signal),
  });

export function useOverview() {
  return useQuery(overviewQueryOptions());
}
