import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CalendarDays, Package, Trophy } from 'lucide-react';
import {
  formatNumber,
  messages,
  packsLine,
  prizeOrdinal,
  publicStatusLabel,
  type Raffle,
} from '@rifas/shared';
import { cn } from '@/lib/cn';
import { formatUsd, useDateFormat } from '@/lib/format';
import { ConvertedPrices } from './converted-prices';
import { RaffleImage } from './raffle-image';
import { SaleProgress } from './sale-progress';
import { Badge } from './ui/badge';
import { buttonClasses } from './ui/button';

/** A card's width: the grid below has 1, 2 or 3 columns in a 72rem page. */
const CARD_IMAGE_SIZES = '(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw';

type RaffleCardProps = {
  raffle: Raffle;
  /** h2 on a page of cards, h3 inside a titled section (the home page). */
  headingLevel?: 'h2' | 'h3';
};

/** The prizes after the first a card names before '+N más' (issue 42). */
const CARD_OTHER_PRIZES = 3;

/**
 * A raffle in a list (docs/product.md Raffle card): image, title, two lines of
 * description, every prize, price per number with its converted values and the
 * packs, draw date, sold/total bar and 'Ver detalles de la rifa'.
 */
export function RaffleCard({ raffle, headingLevel: Heading = 'h3' }: RaffleCardProps) {
  const { formatDateTime } = useDateFormat();
  const winner =
    raffle.ended && raffle.numero_ganador !== null
      ? formatNumber(raffle.numero_ganador, raffle.start_number, raffle.end_number)
      : null;
  const others = (raffle.prize_titles ?? []).slice(1);
  const packs = packsLine(raffle.packs);

  return (
    <article className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <div className="relative">
        <RaffleImage image={raffle} alt="" sizes={CARD_IMAGE_SIZES} />
        <div className="absolute top-3 left-3 flex flex-wrap gap-1.5">
          <Badge tone={raffle.ended ? 'neutral' : 'success'} className="shadow-sm">
            {publicStatusLabel(raffle)}
          </Badge>
          {raffle.extended && (
            <Badge tone="warning" className="shadow-sm">
              {messages.raffles.extended}
            </Badge>
          )}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-4 p-5">
        <div>
          <Heading className="text-lg leading-snug font-bold text-slate-900">
            {raffle.title}
          </Heading>
          {raffle.description && (
            <p className="mt-1 line-clamp-2 text-sm text-slate-600">{raffle.description}</p>
          )}
        </div>

        <dl className="grid gap-2 text-sm">
          <div className="flex items-start gap-2">
            <dt className="sr-only">Premio</dt>
            <Trophy className="mt-0.5 h-4 w-4 shrink-0 text-accent-500" aria-hidden="true" />
            <dd className="font-semibold text-slate-800">
              {raffle.product_to_win}
              {others.length > 0 && (
                // Every prize is a reason to buy: the card names them, not only the first.
                <ul className="mt-0.5 font-normal text-slate-600">
                  {others.slice(0, CARD_OTHER_PRIZES).map((title, index) => (
                    <li key={index}>
                      {prizeOrdinal(index + 2)}: {title}
                    </li>
                  ))}
                  {others.length > CARD_OTHER_PRIZES && (
                    <li>+{others.length - CARD_OTHER_PRIZES} más</li>
                  )}
                </ul>
              )}
            </dd>
          </div>
          <div className="flex items-start gap-2">
            <dt className="sr-only">Fecha del sorteo</dt>
            <CalendarDays className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <dd className="text-slate-600">{formatDateTime(raffle.draw_date)}</dd>
          </div>
          {winner && (
            <div className="flex items-center gap-2 rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
              <dt className="font-medium">Número ganador:</dt>
              <dd className="font-bold tabular-nums">
                {winner}
                {raffle.winner_display && (
                  <span className="font-medium"> · {raffle.winner_display}</span>
                )}
              </dd>
            </div>
          )}
        </dl>

        <div className="rounded-xl bg-brand-50/60 px-4 py-3">
          <p className="text-xs font-medium text-brand-800">Precio por número</p>
          <p className="text-2xl font-display font-extrabold text-brand-700 tabular-nums">
            {formatUsd(raffle.price_per_number)}
          </p>
          <ConvertedPrices usd={raffle.price_per_number} className="mt-1.5" />
          {packs && (
            <p className="mt-1.5 flex items-center gap-1.5 text-sm font-semibold text-brand-800">
              <Package className="h-4 w-4 shrink-0" aria-hidden="true" />
              {packs}
            </p>
          )}
        </div>

        <SaleProgress sold={raffle.sold_numbers} total={raffle.total_numbers} />

        <Link
          to={`/raffles/${raffle.id}`}
          aria-label={`${messages.raffles.seeDetails}: ${raffle.title}`}
          className={buttonClasses({ className: 'mt-auto w-full' })}
        >
          {messages.raffles.seeDetails}
        </Link>
      </div>
    </article>
  );
}

/** The responsive grid the cards sit in. */
export function RaffleGrid({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={cn('grid gap-5 sm:grid-cols-2 lg:grid-cols-3', className)}>{children}</div>
  );
}

/** Grey cards while the list loads, the same size as real ones. */
export function RaffleGridSkeleton({ count = 3 }: { count?: number }) {
  return (
    <RaffleGrid>
      {Array.from({ length: count }, (_, i) => (
        <div
          key={i}
          aria-hidden="true"
          className="animate-pulse overflow-hidden rounded-2xl border border-slate-200 bg-white"
        >
          <div className="aspect-[16/10] bg-slate-200" />
          <div className="space-y-3 p-5">
            <div className="h-5 w-2/3 rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-100" />
            <div className="h-16 rounded-xl bg-slate-100" />
            <div className="h-10 rounded-lg bg-slate-200" />
          </div>
        </div>
      ))}
    </RaffleGrid>
  );
}
