import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserListSchema, type User } from '@rifas/shared';
import { api } from '@/lib/api-client';

/** Every query of this feature starts with this key; mutations invalidate it. */
export const usersKey = ['users'] as const;

/** GET /api/auth (admin): every account, newest first. */
export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return api.get('/auth', { schema: UserListSchema, signal });
}

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: [...usersKey, 'list'],
    queryFn: ({ signal }) => getUsers(signal),
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
