import { Link } from 'react-router';
import { Logo } from '@/components/logo';
import { publicNavLinks } from './nav-links';

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 pb-24 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pb-8">
        <div className="flex flex-col gap-1">
          <Logo className="text-lg text-slate-800" markClassName="h-7 w-7" />
          <p>Sorteos en línea, transparentes y verificados.</p>
        </div>
        <nav aria-label="Pie de página" className="flex flex-wrap gap-x-4 gap-y-2">
          {publicNavLinks.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-slate-800">
              {link.label}
            </Link>
          ))}
        </nav>
        <p>© {new Date().getFullYear()} Rifas</p>
      </div>
    </footer>
  );
}
