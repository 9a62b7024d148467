import { queryRoots } from '@/lib/query-keys';

/** The users feature's query keys; every mutation invalidates `all`. */
export const userKeys = {
  all: queryRoots.users,
  list: [...queryRoots.users, 'list'] as const,
};
