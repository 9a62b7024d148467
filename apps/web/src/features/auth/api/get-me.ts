import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@rifas/shared';
import { api } from '@/lib/api-client';
import { authKeys } from './keys';

// Downloaded beside the answer, and only by a visitor with a session (ADR 020).
const SessionUserSchema = () => import('./session-user-schema').then((m) => m.SessionUserSchema);

/** GET /api/auth/me: the user behind the stored token (a 401 triggers the 401 rule). */
export function getMe(signal?: AbortSignal): Promise<SessionUser> {
  return api.get('/auth/me', { schema: SessionUserSchema, signal });
}

export const meQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: authKeys.me(token),
    queryFn: ({ signal }) => getMe(signal),
    enabled: Boolean(token),
    staleTime: 5 * 60 * 1000,
    retry: false,
  });

export function useMe(token: string | null) {
  return useQuery(meQueryOptions(token));
}
