import { useId } from 'react';
import { DEFAULT_SHOP_NAME } from '@rifas/shared';
import { cn } from '@/lib/cn';
import { useShop } from '@/lib/public-config';

// The same drawing as public/favicon.svg: a tilted raffle ticket with a perforation and a star.
const TICKET =
  'M10 14H54A6 6 0 0 1 60 20V27A5 5 0 0 0 60 37V44A6 6 0 0 1 54 50H10A6 6 0 0 1 4 44V37A5 5 0 0 0 4 27V20A6 6 0 0 1 10 14Z';
const STAR =
  'M42 22.5L44.4 28.8L51 29.1L45.8 33.2L47.6 39.7L42 36L36.4 39.7L38.2 33.2L33 29.1L39.6 28.8Z';

type LogoMarkProps = { className?: string; title?: string };

/** The ticket mark alone. Decorative unless a `title` is given. */
export function LogoMark({ className, title }: LogoMarkProps) {
  const gradientId = useId();
  return (
    <svg
      viewBox="0 0 64 64"
      className={cn('h-9 w-9 shrink-0', className)}
      role={title ? 'img' : undefined}
      aria-hidden={title ? undefined : true}
      aria-label={title}
      focusable="false"
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#7c3aed" />
          <stop offset="1" stopColor="#c026d3" />
        </linearGradient>
      </defs>
      <g transform="rotate(-12 32 32)">
        <path fill={`url(#${gradientId})`} d={TICKET} />
        <path
          stroke="#fff"
          strokeOpacity={0.7}
          strokeWidth={2}
          strokeLinecap="round"
          strokeDasharray="2 4"
          d="M23 19V45"
        />
        <path fill="#fbbf24" d={STAR} />
      </g>
    </svg>
  );
}

type LogoProps = {
  className?: string;
  markClassName?: string;
  /** On dark backgrounds. */ inverted?: boolean;
};

/**
 * The shop's logo (its uploaded image, else the ticket mark) and its name from
 * the settings (GET /api/config), for headers and the footer. The default name
 * keeps the two-tone wordmark.
 */
export function Logo({ className, markClassName, inverted = false }: LogoProps) {
  const { name, logoUrl } = useShop();
  return (
    <span
      className={cn(
        'inline-flex min-w-0 items-center gap-2 font-extrabold tracking-tight',
        className,
      )}
    >
      {logoUrl ? (
        <img
          src={logoUrl}
          alt=""
          className={cn('h-9 w-auto max-w-24 shrink-0 rounded-md object-contain', markClassName)}
        />
      ) : (
        <LogoMark className={markClassName} />
      )}
      {name === DEFAULT_SHOP_NAME ? (
        <span>
          Rif<span className={inverted ? 'text-accent-300' : 'text-brand-600'}>as</span>
        </span>
      ) : (
        <span className="truncate">{name}</span>
      )}
    </span>
  );
}
