import { createContext, useContext } from 'react';
import type { SessionUser } from '@/lib/session';

export type AuthContextValue = {
  /** The logged-in user, or null for a guest. */
  user: SessionUser | null;
  token: string | null;
  isAdmin: boolean;
  /** Stores the session after a successful POST /api/auth/login. */
  login: (token: string, user: SessionUser) => void;
  /** Revokes the session on the server (best effort) and forgets it here. The caller navigates. */
  logout: () => Promise<void>;
};

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The session. Throws outside <AuthProvider> (docs/api.md: a programming error, not a guest). */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth debe usarse dentro de <AuthProvider>');
  return value;
}
