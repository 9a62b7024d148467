import { useEffect, useState } from 'react';
import { Link, Outlet, useLocation, useNavigate } from 'react-router';
import { ChevronsLeft, ChevronsRight, Menu, Store, X } from 'lucide-react';
import { Logo, LogoMark } from '@/components/logo';
import { useShop } from '@/lib/public-config';
import { SkipLink } from '@/components/skip-link';
import { cn } from '@/lib/cn';
import { useAuth } from '@/features/auth/auth-context';
import { usePendingCount } from '@/features/payments/api/get-pending-count';
import { AdminNav, PendingBadge } from './admin-nav';
import { useBrandTheme } from '@/lib/brand-theme';
import { useAdminApp } from '../use-admin-app';

const COLLAPSED_KEY = 'rifas.admin-sidebar-collapsed';
const SIDEBAR_ID = 'admin-sidebar';
const DRAWER_ID = 'admin-drawer';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

/**
 * The admin area's frame (lazy-loaded; buyers never download it): a collapsible
 * side menu on wide screens, a drawer on phones, and a header with the admin's name.
 */
export function AdminLayout() {
  const shopName = useShop().name;
  useBrandTheme();
  useAdminApp();
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  // The drawer is open for the page it was opened on: following a link closes it.
  const [drawerOpenAt, setDrawerOpenAt] = useState<string | null>(null);
  const drawerOpen = drawerOpenAt === pathname;
  const pendingCount = usePendingCount().data?.count;

  useEffect(() => {
    if (!drawerOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setDrawerOpenAt(null);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [drawerOpen]);

  function toggleCollapsed() {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // the preference simply is not remembered
    }
  }

  async function handleLogout() {
    await logout();
    await navigate('/');
  }

  return (
    <div className="min-h-dvh bg-slate-100 md:flex">
      <SkipLink />
      <aside
        id={SIDEBAR_ID}
        className={cn(
          'sticky top-0 hidden h-dvh shrink-0 flex-col bg-brand-950 p-3 text-white transition-[width] md:flex',
          collapsed ? 'w-20' : 'w-64',
        )}
      >
        <Link
          to="/admin"
          className="mb-6 flex h-12 items-center rounded-xl px-2 text-xl text-white"
          aria-label={`${shopName}, panel de administración`}
        >
          {collapsed ? <LogoMark /> : <Logo inverted />}
        </Link>
        <AdminNav
          collapsed={collapsed}
          pathname={pathname}
          onLogout={() => void handleLogout()}
          pendingCount={pendingCount}
        />
        <button
          type="button"
          onClick={toggleCollapsed}
          aria-expanded={!collapsed}
          aria-controls={SIDEBAR_ID}
          aria-label={collapsed ? 'Expandir menú lateral' : 'Contraer menú lateral'}
          className="mt-2 flex items-center justify-center rounded-xl py-2 text-brand-200 hover:bg-white/10 hover:text-white"
        >
          {collapsed ? (
            <ChevronsRight className="h-5 w-5" aria-hidden="true" />
          ) : (
            <ChevronsLeft className="h-5 w-5" aria-hidden="true" />
          )}
        </button>
      </aside>

      {drawerOpen && (
        <div className="fixed inset-0 z-50 md:hidden">
          <div
            className="absolute inset-0 bg-slate-900/50"
            aria-hidden="true"
            onClick={() => setDrawerOpenAt(null)}
          />
          <aside
            id={DRAWER_ID}
            aria-label="Menú de administración"
            className="relative flex h-full w-72 max-w-[85vw] flex-col bg-brand-950 p-3 text-white shadow-xl"
          >
            <div className="mb-6 flex h-12 items-center justify-between px-2">
              <Logo inverted className="text-xl" />
              <button
                type="button"
                onClick={() => setDrawerOpenAt(null)}
                autoFocus
                aria-label="Cerrar menú"
                className="rounded-lg p-2 text-brand-100 hover:bg-white/10"
              >
                <X className="h-5 w-5" aria-hidden="true" />
              </button>
            </div>
            <AdminNav
              pathname={pathname}
              onLogout={() => void handleLogout()}
              pendingCount={pendingCount}
            />
          </aside>
        </div>
      )}

      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-16 items-center gap-3 border-b border-slate-200 bg-white/90 px-4 backdrop-blur sm:px-6">
          <button
            type="button"
            onClick={() => setDrawerOpenAt(drawerOpen ? null : pathname)}
            aria-expanded={drawerOpen}
            aria-controls={DRAWER_ID}
            aria-label="Abrir menú de administración"
            className="relative -ml-2 inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          >
            <Menu className="h-6 w-6" aria-hidden="true" />
            {/* The queue's size is seen without opening the menu; the menu says what it is. */}
            {pendingCount ? (
              <span aria-hidden="true" className="absolute -top-1 -right-1">
                <PendingBadge count={pendingCount} className="min-w-5 px-1" />
              </span>
            ) : null}
          </button>
          <p className="text-sm font-semibold text-slate-500">Panel de administración</p>
          <div className="ml-auto flex items-center gap-3">
            <Link
              to="/"
              className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1.5 text-sm font-semibold whitespace-nowrap text-brand-700 hover:bg-brand-50"
            >
              <Store className="h-4 w-4" aria-hidden="true" />
              {/* Not just 'Tienda' on phones: that is the settings section of the menu. */}
              Ver tienda
            </Link>
            <span className="flex items-center gap-2 text-sm font-medium text-slate-700">
              <span
                className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 font-bold text-brand-700"
                aria-hidden="true"
              >
                {user?.name.trim().charAt(0).toUpperCase() || 'A'}
              </span>
              <span className="sr-only max-w-40 truncate sm:not-sr-only">{user?.name}</span>
            </span>
          </div>
        </header>
        <main id="main" tabIndex={-1} className="flex-1 p-4 focus:outline-none sm:p-6 lg:p-8">
          <Outlet />
        </main>
      </div>
    </div>
  );
}
