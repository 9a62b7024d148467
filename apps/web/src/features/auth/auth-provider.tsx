import { useCallback, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { queryRoots } from '@/lib/query-keys';
import { clearSession, getSession, saveSession, useSession, type SessionUser } from '@/lib/session';
import { useMe } from './api/get-me';
import { logoutRequest } from './api/logout';
import { AuthContext, type AuthContextValue } from './auth-context';

/**
 * Holds the session (localStorage, shared across tabs). On start the stored session
 * is used at once and then checked with GET /api/auth/me: a newer name or role is
 * saved, a 401 ends the session through the api-client's 401 rule.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const session = useSession();
  const queryClient = useQueryClient();
  const token = session?.token ?? null;
  const me = useMe(token);

  useEffect(() => {
    const current = getSession();
    const fresh = me.data;
    if (!current || !fresh || current.token !== token) return;
    const changed =
      current.id !== fresh.id ||
      current.name !== fresh.name ||
      current.email !== fresh.email ||
      current.role !== fresh.role;
    if (changed) saveSession({ ...fresh, token: current.token });
  }, [me.data, token]);

  // A new or ended session must not see the previous user's cached data (the public config stays).
  const previousToken = useRef(token);
  useEffect(() => {
    if (previousToken.current !== null && previousToken.current !== token) {
      queryClient.removeQueries({
        predicate: (query) => query.queryKey[0] !== queryRoots.config[0],
      });
    }
    previousToken.current = token;
  }, [token, queryClient]);

  const login = useCallback((newToken: string, user: SessionUser) => {
    saveSession({
      id: user.id,
      name: user.name,
      email: user.email,
      role: user.role,
      token: newToken,
    });
  }, []);

  const logout = useCallback(async () => {
    try {
      await logoutRequest();
    } catch {
      // Offline or already revoked: the session is forgotten here all the same.
    }
    clearSession();
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const user = session
      ? {
          id: session.id,
          name: session.name,
          email: session.email,
          role: session.role,
          verified: session.verified === true,
        }
      : null;
    return { user, token, isAdmin: user?.role === 'admin', login, logout };
  }, [session, token, login, logout]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
