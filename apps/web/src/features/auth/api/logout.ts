import { api } from '@/lib/api-client';

/**
 * POST /api/auth/logout revokes the token on the server. A 401 here (the session
 * had already expired) must not send the user to /login: they are leaving anyway.
 */
export function logoutRequest(): Promise<unknown> {
  return api.post('/auth/logout', undefined, { ignoreUnauthorized: true });
}
