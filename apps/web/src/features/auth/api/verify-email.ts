import { queryOptions, useQuery } from '@tanstack/react-query';
import { VerifyEmailResultSchema, type VerifyEmailResult } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { authKeys } from './keys';

/** GET /api/auth/verify-email?token=: uses the single-use token up. */
export function verifyEmail(token: string): Promise<VerifyEmailResult> {
  return api.get('/auth/verify-email', {
    query: { token },
    auth: false,
    schema: VerifyEmailResultSchema,
  });
}

/**
 * A query rather than a mutation so a double mount (StrictMode, a re-render) shares
 * one request: the token works once, a second call would report it as used.
 */
export const verifyEmailQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.verifyEmail(token),
    // Not aborted on unmount: the server must see the call through once it started.
    queryFn: () => verifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });

export function useVerifyEmail(token: string) {
  return useQuery(verifyEmailQueryOptions(token));
}
