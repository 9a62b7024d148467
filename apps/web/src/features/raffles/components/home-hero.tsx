import { Link } from 'react-router';
import { ArrowRight, ShieldCheck, Sparkles } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useShop } from '@/lib/public-config';

// Buttons on the brand background: the shared variants are made for white pages.
const heroButton =
  'inline-flex h-12 items-center justify-center gap-2 rounded-xl px-6 text-base font-semibold transition-colors';

/**
 * The introduction at the top of the home page: the shop's title and text
 * (Tienda; today's words by default) on its brand colour's darker shades (white
 * text always reads on them, ADR 035), or on its hero image under a dark veil.
 */
export function HomeHero() {
  const shop = useShop();
  const image = shop.heroImage;
  return (
    <section
      className={cn(
        'relative overflow-hidden rounded-3xl px-6 py-10 text-white shadow-lg shadow-brand-900/20 sm:px-10 sm:py-14',
        'bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600',
      )}
    >
      {image ? (
        <>
          <img
            src={image.url}
            srcSet={image.srcset || undefined}
            sizes="(min-width: 1152px) 1152px, 100vw"
            width={image.width ?? undefined}
            height={image.height ?? undefined}
            alt=""
            fetchPriority="high"
            className="absolute inset-0 h-full w-full object-cover"
          />
          <div className="absolute inset-0 bg-slate-950/60" aria-hidden="true" />
        </>
      ) : (
        <>
          <div
            className="pointer-events-none absolute -top-20 -right-16 h-64 w-64 rounded-full bg-white/10 blur-2xl"
            aria-hidden="true"
          />
          <div
            className="pointer-events-none absolute -bottom-24 left-1/3 h-56 w-56 rounded-full bg-accent-400/20 blur-3xl"
            aria-hidden="true"
          />
        </>
      )}
      <div className="relative max-w-2xl">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 text-xs font-semibold tracking-wide uppercase">
          <Sparkles className="h-3.5 w-3.5 text-accent-300" aria-hidden="true" />
          Sorteos en línea
        </p>
        <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight break-words sm:text-5xl">
          {shop.heroTitle}
        </h1>
        {shop.heroText && (
          <p className="mt-4 text-base whitespace-pre-line text-white/90 sm:text-lg">
            {shop.heroText}
          </p>
        )}
        <div className="mt-7 flex flex-col gap-3 sm:flex-row">
          <Link
            to="/raffles"
            className={cn(heroButton, 'bg-white text-brand-700 shadow-sm hover:bg-brand-50')}
          >
            Ver sorteos activos
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Link>
          <a
            href="#how-it-works"
            className={cn(heroButton, 'text-white ring-1 ring-white/50 hover:bg-white/10')}
          >
            ¿Cómo funciona?
          </a>
        </div>
        <p className="mt-6 flex items-center gap-2 text-sm text-white/85">
          <ShieldCheck className="h-4 w-4" aria-hidden="true" />
          Sin registro: compra como invitado en pocos pasos.
        </p>
      </div>
    </section>
  );
}
