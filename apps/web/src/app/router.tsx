import type { ComponentType } from 'react';
import {
  createBrowserRouter,
  Navigate,
  Outlet,
  ScrollRestoration,
  type RouteObject,
} from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { HomePage } from '@/features/raffles/pages/home-page';
import { PastRafflesPage } from '@/features/raffles/pages/past-raffles-page';
import { RaffleSharePage } from '@/features/raffles/pages/raffle-share-page';
import { RafflesPage } from '@/features/raffles/pages/raffles-page';
import { RequireAdmin } from './guards';
import { AuthLayout } from './layouts/auth-layout';
import { PublicLayout } from './layouts/public-layout';
import { RouteError } from './route-error';

/** A lazily downloaded route component: lazyPage(() => import('…'), (m) => m.SomePage). */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

/**
 * The admin area is downloaded only when an admin route is opened: the layout and
 * each page are separate chunks, so a buyer's phone never fetches them.
 */
const adminRoutes: RouteObject[] = [
  {
    index: true,
    lazy: lazyPage(
      () => import('@/features/dashboard/pages/dashboard-page'),
      (m) => m.DashboardPage,
    ),
  },
  {
    path: 'raffles',
    lazy: lazyPage(
      () => import('@/features/raffles-admin/pages/admin-raffles-page'),
      (m) => m.AdminRafflesPage,
    ),
  },
  {
    path: 'create-raffle',
    lazy: lazyPage(
      () => import('@/features/raffles-admin/pages/create-raffle-page'),
      (m) => m.CreateRafflePage,
    ),
  },
  {
    path: 'edit-raffle/:id',
    lazy: lazyPage(
      () => import('./routes/edit-raffle-route'),
      (m) => m.EditRaffleRoute,
    ),
  },
  {
    path: 'payments',
    lazy: lazyPage(
      () => import('@/features/payments/pages/payments-page'),
      (m) => m.PaymentsPage,
    ),
  },
  {
    path: 'monedas',
    lazy: lazyPage(
      () => import('@/features/currencies/pages/currencies-page'),
      (m) => m.CurrenciesPage,
    ),
  },
  {
    path: 'settings',
    lazy: lazyPage(
      () => import('@/features/payment-methods/pages/payment-methods-page'),
      (m) => m.PaymentMethodsPage,
    ),
  },
  {
    path: 'conciliar',
    lazy: lazyPage(
      () => import('@/features/reconciliations/pages/reconciliations-page'),
      (m) => m.ReconciliationsPage,
    ),
  },
  {
    path: 'conciliar/fuentes',
    lazy: lazyPage(
      () => import('@/features/payment-sources/pages/payment-sources-page'),
      (m) => m.PaymentSourcesPage,
    ),
  },
  {
    path: 'tienda',
    lazy: lazyPage(
      () => import('@/features/settings/pages/settings-page'),
      (m) => m.SettingsPage,
    ),
  },
  {
    path: 'tienda/avisos',
    lazy: lazyPage(
      () => import('@/features/notifications/pages/notifications-page'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: 'cupones',
    lazy: lazyPage(
      () => import('@/features/coupons/pages/coupons-page'),
      (m) => m.CouponsPage,
    ),
  },
  {
    path: 'vendedores',
    lazy: lazyPage(
      () => import('@/features/sellers/pages/sellers-page'),
      (m) => m.SellersPage,
    ),
  },
  {
    path: 'users',
    lazy: lazyPage(
      () => import('@/features/users/pages/users-page'),
      (m) => m.UsersPage,
    ),
  },
  {
    path: 'reserved-numbers/:id',
    lazy: lazyPage(
      () => import('@/features/reserved-numbers/pages/reserved-numbers-page'),
      (m) => m.ReservedNumbersPage,
    ),
  },
];

function Root() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

/** Every route of docs/product.md plus /verify-email (docs/security.md). */
export const routes: RouteObject[] = [
  {
    Component: Root,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageSpinner />,
    children: [
      {
        Component: PublicLayout,
        children: [
          { index: true, Component: HomePage },
          { path: 'raffles', Component: RafflesPage },
          { path: 'past-raffles', Component: PastRafflesPage },
          {
            path: 'raffles/:id',
            lazy: lazyPage(
              () => import('./routes/raffle-detail-route'),
              (m) => m.RaffleDetailRoute,
            ),
          },
          { path: 'raffle/:id', Component: RaffleSharePage },
          {
            path: 'mis-numeros',
            lazy: lazyPage(
              () => import('@/features/my-numbers/pages/my-numbers-page'),
              (m) => m.MyNumbersPage,
            ),
          },
          {
            path: 'ticket/:code',
            lazy: lazyPage(
              () => import('@/features/tickets/pages/ticket-page'),
              (m) => m.TicketPage,
            ),
          },
          {
            path: 'vendedor/:token',
            lazy: lazyPage(
              () => import('@/features/sellers/pages/seller-report-page'),
              (m) => m.SellerReportPage,
            ),
          },
        ],
      },
      {
        Component: AuthLayout,
        children: [
          // Account pages carry their forms and validation: a buyer rarely needs them.
          {
            path: 'login',
            lazy: lazyPage(
              () => import('@/features/auth/pages/login-page'),
              (m) => m.LoginPage,
            ),
          },
          {
            path: 'register',
            lazy: lazyPage(
              () => import('@/features/auth/pages/register-page'),
              (m) => m.RegisterPage,
            ),
          },
          {
            path: 'forgot-password',
            lazy: lazyPage(
              () => import('@/features/auth/pages/forgot-password-page'),
              (m) => m.ForgotPasswordPage,
            ),
          },
          {
            path: 'reset-password',
            lazy: lazyPage(
              () => import('@/features/auth/pages/reset-password-page'),
              (m) => m.ResetPasswordPage,
            ),
          },
          {
            path: 'verify-email',
            lazy: lazyPage(
              () => import('@/features/auth/pages/verify-email-page'),
              (m) => m.VerifyEmailPage,
            ),
          },
        ],
      },
      {
        path: 'admin',
        Component: RequireAdmin,
        children: [
          {
            lazy: lazyPage(
              () => import('./layouts/admin-layout'),
              (m) => m.AdminLayout,
            ),
            children: adminRoutes,
          },
        ],
      },
      // Unknown paths go home (docs/product.md).
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

/**
 * The app's router, created by main.tsx in a task of its own: creating it matches
 * the URL and starts the route's lazy import, work a phone should not add to the
 * entry's evaluation (ADR 062).
 */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
