import { queryOptions, useQuery } from '@tanstack/react-query';
import { UserListSchema, type User } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { userKeys } from './keys';

/** GET /api/auth (admin): every account, newest first. */
export function getUsers(signal?: AbortSignal): Promise<User[]> {
  return api.get('/auth', { schema: UserListSchema, signal });
}

export const usersQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.list,
    queryFn: ({ signal }) => getUsers(signal),
  });

export function useUsers() {
  return useQuery(usersQueryOptions());
}
