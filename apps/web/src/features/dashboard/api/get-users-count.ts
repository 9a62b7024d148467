import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserCountSchema } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { dashboardKeys } from './keys';

/** GET /api/admin/users/count (admin) → { count }. */
export function getUsersCount(signal?: AbortSignal): Promise<number> {
  return api
    .get('/admin/users/count', { schema: UserCountSchema, signal })
    .then((body) => body.count);
}

export const usersCountQueryOptions = () =>
  queryOptions({
    queryKey: dashboardKeys.usersCount,
    queryFn: ({ signal }) => getUsersCount(signal),
    // docs/api.md: a failure is only logged; the dashboard shows without the count.
    retry: false,
  });

export function useUsersCount() {
  return useQuery(usersCountQueryOptions());
}
