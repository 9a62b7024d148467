import { queryRoots } from '@/lib/query-keys';

/** The auth feature's query keys. */
export const authKeys = {
  me: (token: string | null) => [...queryRoots.auth, 'me', token] as const,
  verifyEmail: (token: string) => [...queryRoots.auth, 'verify-email', token] as const,
};
