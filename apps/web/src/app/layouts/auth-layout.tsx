import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { useShop } from '@/lib/public-config';

/** Login, register and password screens: a centred card under the logo, no shop chrome. */
export function AuthLayout() {
  const shopName = useShop().name;
  return (
    <div className="flex min-h-dvh flex-col items-center bg-gradient-to-b from-brand-50 via-slate-50 to-slate-50 px-4 py-10 sm:justify-center">
      <Link
        to="/"
        className="mb-8 rounded-lg text-2xl text-slate-900"
        aria-label={`${shopName}, ir al inicio`}
      >
        <Logo markClassName="h-11 w-11" />
      </Link>
      <main
        id="main"
        className="w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8"
      >
        <Outlet />
      </main>
      <Link to="/" className="mt-6 text-sm font-medium text-slate-500 hover:text-slate-800">
        ← Volver a la tienda
      </Link>
    </div>
  );
}
