import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { LayoutDashboard, LogOut, Menu, UserRound, X } from 'lucide-react';
import { messages } from '@rifas/shared';
import { Logo } from '@/components/logo';
import { useShop } from '@/lib/public-config';
import { buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { useAuth } from '@/features/auth/auth-context';
// Slot for the exchange-rate strip (docs/product.md Header): the currencies feature owns this component.
import { RateStrip } from '@/features/currencies/components/rate-strip';
import { publicNavLinks } from './nav-links';

const MOBILE_NAV_ID = 'mobile-nav';

function navLinkClasses({ isActive }: { isActive: boolean }) {
  return cn(
    'rounded-lg px-3 py-2 text-sm font-semibold transition-colors',
    isActive
      ? 'bg-brand-50 text-brand-700'
      : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900',
  );
}

/**
 * The signed-in user's name and 'Salir', or the way to log in. `compact` is the
 * phone menu's version (full-width rows, outlined logout).
 */
function SessionActions({ compact, onLogout }: { compact: boolean; onLogout: () => void }) {
  const { user } = useAuth();
  if (!user) {
    return (
      <Link
        to="/login"
        className={buttonClasses({
          variant: 'outline',
          size: 'sm',
          ...(compact ? { className: 'w-full' } : {}),
        })}
      >
        Iniciar sesión
      </Link>
    );
  }
  return (
    <>
      <span
        className={cn(
          'flex items-center gap-1.5 text-sm font-medium text-slate-700',
          compact ? 'min-w-0 flex-1' : 'max-w-48 truncate',
        )}
      >
        <UserRound className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
        <span className="truncate">{user.name}</span>
      </span>
      <button
        type="button"
        onClick={onLogout}
        className={buttonClasses({ variant: compact ? 'outline' : 'ghost', size: 'sm' })}
      >
        <LogOut className="h-4 w-4" aria-hidden="true" />
        {messages.auth.logout}
      </button>
    </>
  );
}

/** Public header: logo, navigation, session, and a menu toggle on phones. */
export function SiteHeader() {
  const shopName = useShop().name;
  const { isAdmin, logout } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  // The phone menu is open for the page it was opened on: following a link closes it.
  const [menuOpenAt, setMenuOpenAt] = useState<string | null>(null);
  const menuOpen = menuOpenAt === location.pathname;
  const setMenuOpen = (open: boolean) => setMenuOpenAt(open ? location.pathname : null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpenAt(null);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  async function handleLogout() {
    await logout();
    await navigate('/');
  }

  const adminLink = isAdmin && (
    <Link to="/admin" className={buttonClasses({ variant: 'secondary', size: 'sm' })}>
      <LayoutDashboard className="h-4 w-4" aria-hidden="true" />
      Administración
    </Link>
  );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur supports-[backdrop-filter]:bg-white/75 print:hidden">
      <RateStrip />
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4 sm:px-6">
        <Link
          to="/"
          className="rounded-lg text-xl text-slate-900"
          aria-label={`${shopName}, ir al inicio`}
        >
          <Logo />
        </Link>

        <nav aria-label="Principal" className="ml-4 hidden items-center gap-1 md:flex">
          {publicNavLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navLinkClasses}>
              {link.label}
            </NavLink>
          ))}
        </nav>

        <div className="ml-auto hidden items-center gap-2 md:flex">
          {adminLink}
          <SessionActions compact={false} onLogout={() => void handleLogout()} />
        </div>

        <button
          type="button"
          className="ml-auto inline-flex h-10 w-10 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls={MOBILE_NAV_ID}
          aria-label={menuOpen ? 'Cerrar menú' : 'Abrir menú'}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          {menuOpen ? (
            <X className="h-6 w-6" aria-hidden="true" />
          ) : (
            <Menu className="h-6 w-6" aria-hidden="true" />
          )}
        </button>
      </div>

      <div
        id={MOBILE_NAV_ID}
        hidden={!menuOpen}
        className="border-t border-slate-200 bg-white md:hidden"
      >
        <nav
          aria-label="Principal móvil"
          className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-3"
        >
          {publicNavLinks.map((link) => (
            <NavLink key={link.to} to={link.to} end={link.end} className={navLinkClasses}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-2 border-t border-slate-100 px-4 py-3">
          {adminLink}
          <SessionActions compact onLogout={() => void handleLogout()} />
        </div>
      </div>
    </header>
  );
}
