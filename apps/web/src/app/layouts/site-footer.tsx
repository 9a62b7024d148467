import { Link } from 'react-router';
import { Mail } from 'lucide-react';
import { AboutShop } from '@/components/about-shop';
import { Logo } from '@/components/logo';
import { useShop } from '@/lib/public-config';
import { publicNavLinks } from './nav-links';

/** The public footer: the shop's logo and name, its contact e-mail and social links (its settings). */
export function SiteFooter() {
  const shop = useShop();
  return (
    <footer className="border-t border-slate-200 bg-white print:hidden">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 pb-24 text-sm text-slate-500 sm:flex-row sm:items-center sm:justify-between sm:px-6 sm:pb-8">
        <div className="flex min-w-0 flex-col gap-1">
          <Logo className="text-lg text-slate-800" markClassName="h-7 w-7" />
          <p>Sorteos en línea, transparentes y verificados.</p>
          <AboutShop className="mt-2 max-w-md" />
          {shop.email && (
            <a
              href={`mailto:${shop.email}`}
              className="inline-flex items-center gap-1.5 break-all hover:text-slate-800"
            >
              <Mail className="h-4 w-4 shrink-0" aria-hidden="true" />
              {shop.email}
            </a>
          )}
        </div>
        <nav aria-label="Pie de página" className="flex flex-wrap gap-x-4 gap-y-2">
          {publicNavLinks.map((link) => (
            <Link key={link.to} to={link.to} className="hover:text-slate-800">
              {link.label}
            </Link>
          ))}
        </nav>
        {shop.socials.length > 0 && (
          <nav aria-label="Redes sociales" className="flex flex-wrap gap-x-4 gap-y-2">
            {shop.socials.map((social) => (
              <a
                key={social.name}
                href={social.url}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold text-brand-700 hover:text-brand-900"
              >
                {social.name}
              </a>
            ))}
          </nav>
        )}
        <p>
          © {new Date().getFullYear()} {shop.name}
        </p>
      </div>
    </footer>
  );
}
