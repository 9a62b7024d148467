import { Navigate, Outlet } from 'react-router';
import { useAuth } from '@/features/auth/auth-context';

/**
 * Everything under /admin (docs/product.md): a guest goes to /login, a logged-in
 * non-admin to /. The server checks the role on every call as well.
 */
export function RequireAdmin() {
  const { user } = useAuth();
  if (!user) return <Navigate to="/login" replace />;
  if (user.role !== 'admin') return <Navigate to="/" replace />;
  return <Outlet />;
}
