import { Megaphone, Package, Ticket } from 'lucide-react';
import {
  messages,
  packsLine,
  publicStatusLabel,
  RAFFLE_DETAIL_IMAGE_SIZES,
  type Raffle,
} from '@rifas/shared';
import { ConvertedPrices } from '@/components/converted-prices';
import { PrizeGallery } from '@/components/prize-gallery';
import { SaleProgress } from '@/components/sale-progress';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { formatUsd } from '@/lib/format';
import { RafflePrizes } from './raffle-prizes';

function statusTone(raffle: Raffle) {
  if (raffle.ended) return 'neutral' as const;
  return raffle.status === 'active' ? ('success' as const) : ('warning' as const);
}

/** A link when the channel is a web address, else its text. */
function DiffusionChannel({ channel }: { channel: string }) {
  if (/^https?:\/\/\S+$/i.test(channel)) {
    return (
      <a
        href={channel}
        target="_blank"
        rel="noopener noreferrer"
        className="font-semibold break-all text-brand-700 underline-offset-2 hover:underline"
      >
        {channel}
      </a>
    );
  }
  return <span className="font-semibold text-slate-800">{channel}</span>;
}

/**
 * The top of /raffles/:id (docs/product.md): image, status badge ('Finalizada',
 * 'Activa', 'Pendiente', plus 'Sorteo extendido'), title, description, every
 * prize (issue 42), price in every currency with the packs, sale progress and the
 * diffusion channel.
 */
export function RaffleOverview({ raffle }: { raffle: Raffle }) {
  const packs = packsLine(raffle.packs);
  return (
    <div className="grid gap-6 lg:grid-cols-5 lg:gap-8">
      <PrizeGallery raffle={raffle} sizes={RAFFLE_DETAIL_IMAGE_SIZES} className="lg:col-span-3" />
      <div className="space-y-5 lg:col-span-2">
        <div>
          <div className="flex flex-wrap gap-2">
            <Badge tone={statusTone(raffle)}>{publicStatusLabel(raffle)}</Badge>
            {raffle.extended && <Badge tone="warning">{messages.raffles.extended}</Badge>}
            {raffle.sales_closed && (
              <Badge tone="warning">{messages.raffles.salesClosedTitle}</Badge>
            )}
          </div>
          <h1 className="mt-3 text-2xl leading-tight font-extrabold tracking-tight text-slate-900 sm:text-3xl">
            {raffle.title}
          </h1>
          {raffle.can_sell && (
            // The first screen's way to the picker, where the thumb is (issue 24, point 6).
            <a href="#elige" className={buttonClasses({ className: 'mt-3 w-full sm:w-auto' })}>
              <Ticket className="h-4 w-4" aria-hidden="true" />
              Elegir mis números
            </a>
          )}
          {raffle.description && (
            <p className="mt-2 whitespace-pre-line text-slate-600">{raffle.description}</p>
          )}
        </div>

        <RafflePrizes raffle={raffle} />

        <div className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
          <p className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
            Precio por número
          </p>
          <p className="text-3xl font-display font-extrabold text-brand-700 tabular-nums">
            {formatUsd(raffle.price_per_number)}
          </p>
          <ConvertedPrices usd={raffle.price_per_number} className="mt-2" />
          {packs && (
            <p className="mt-2 flex items-center gap-1.5 text-sm font-semibold text-brand-800">
              <Package className="h-4 w-4 shrink-0" aria-hidden="true" />
              {packs}
            </p>
          )}
          <SaleProgress
            className="mt-4"
            sold={raffle.sold_numbers}
            total={raffle.total_numbers}
            // An ended raffle sells nothing more: no 'números disponibles'.
            available={raffle.ended ? undefined : raffle.available_numbers}
          />
        </div>

        {raffle.diffusion_channel && (
          <p className="flex items-start gap-2 text-sm text-slate-600">
            <Megaphone className="mt-0.5 h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
            <span>
              Canal de difusión: <DiffusionChannel channel={raffle.diffusion_channel} />
            </span>
          </p>
        )}
      </div>
    </div>
  );
}
