import { NavLink } from 'react-router';
import {
  Coins,
  FileCheck2,
  CreditCard,
  LayoutDashboard,
  LogOut,
  Store,
  Ticket,
  TicketPercent,
  Users,
  UsersRound,
  Wallet,
} from 'lucide-react';
import { format, messages } from '@rifas/shared';
import { cn } from '@/lib/cn';

/** The admin side menu's sections (the brief's order). */
export const adminSections = [
  { to: '/admin', label: 'Panel', icon: LayoutDashboard, end: true },
  { to: '/admin/raffles', label: 'Rifas', icon: Ticket, end: false },
  { to: '/admin/payments', label: 'Pagos', icon: Wallet, end: false },
  { to: '/admin/conciliar', label: 'Conciliar', icon: FileCheck2, end: false },
  { to: '/admin/cupones', label: 'Cupones', icon: TicketPercent, end: false },
  { to: '/admin/vendedores', label: 'Vendedores', icon: UsersRound, end: false },
  { to: '/admin/monedas', label: 'Monedas', icon: Coins, end: false },
  { to: '/admin/settings', label: 'Métodos de pago', icon: CreditCard, end: false },
  { to: '/admin/users', label: 'Usuarios', icon: Users, end: false },
  { to: '/admin/tienda', label: 'Tienda', icon: Store, end: false },
] as const;

// Raffle forms and reserved numbers belong to the Rifas section.
const RAFFLE_PATHS = ['/admin/create-raffle', '/admin/edit-raffle', '/admin/reserved-numbers'];

type AdminNavProps = {
  collapsed?: boolean;
  pathname: string;
  onLogout: () => void;
  /** The pending payments, shown beside 'Pagos' ('Pagos 12'); 0 or unknown shows none. */
  pendingCount?: number | undefined;
};

/** The count beside 'Pagos': read with it ('Pagos 12'), its meaning in the tooltip. */
export function PendingBadge({ count, className }: { count: number; className?: string }) {
  return (
    <span
      title={format(messages.payments.pendingCount, { count })}
      className={cn(
        'inline-flex min-w-6 items-center justify-center rounded-full bg-amber-400 px-1.5 text-xs leading-5 font-bold text-slate-900 tabular-nums',
        className,
      )}
    >
      {count > 999 ? '999+' : count}
    </span>
  );
}

/** The list of sections plus 'Salir'. Collapsed: icons only, names kept for screen readers. */
export function AdminNav({ collapsed = false, pathname, onLogout, pendingCount }: AdminNavProps) {
  const item = (active: boolean) =>
    cn(
      'relative flex items-center gap-3 rounded-xl px-3 py-2.5 text-sm font-semibold transition-colors',
      collapsed && 'justify-center px-0',
      active ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10 hover:text-white',
    );
  const inRaffles = RAFFLE_PATHS.some((path) => pathname.startsWith(path));

  return (
    <div className="flex flex-1 flex-col gap-1">
      <nav aria-label="Administración" className="flex flex-col gap-1">
        {adminSections.map(({ to, label, icon: Icon, end }) => (
          <NavLink
            key={to}
            to={to}
            end={end}
            title={collapsed ? label : undefined}
            className={({ isActive }) => item(isActive || (to === '/admin/raffles' && inRaffles))}
          >
            <Icon className="h-5 w-5 shrink-0" aria-hidden="true" />
            <span className={cn(collapsed && 'sr-only')}>{label}</span>
            {to === '/admin/payments' && pendingCount ? (
              <PendingBadge
                count={pendingCount}
                className={collapsed ? 'absolute top-0.5 right-1 min-w-5 px-1' : 'ml-auto'}
              />
            ) : null}
          </NavLink>
        ))}
      </nav>
      <button
        type="button"
        onClick={onLogout}
        title={collapsed ? messages.auth.logout : undefined}
        className={cn(item(false), 'mt-auto')}
      >
        <LogOut className="h-5 w-5 shrink-0" aria-hidden="true" />
        <span className={cn(collapsed && 'sr-only')}>{messages.auth.logout}</span>
      </button>
    </div>
  );
}
