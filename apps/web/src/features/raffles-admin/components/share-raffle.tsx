import { useState } from 'react';
import { Check, Link2, MessageCircle } from 'lucide-react';
import {
  fillShareText,
  format,
  formatNumber,
  formatUsd,
  messages,
  packsLine,
  prizesLine,
  raffleShareLink,
  resultsText,
  type Raffle,
} from '@rifas/shared';
import { buttonClasses, Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { convertedPrices } from '@/lib/currency-format';
import { useExchangeRates } from '@/lib/exchange-rates';
import { useDateFormat } from '@/lib/format';
import { useShop } from '@/lib/public-config';
import { whatsappLink } from '@/lib/whatsapp';
import { useResults } from '../api/get-results';

/**
 * What sharing a raffle sends: its short link on the shop's address (the SPA's
 * own origin, where buyers open it) and the shop's template filled with the
 * title, every prize, price in $ and in the first currency with a rate (and the
 * packs after it), and draw date.
 */
export function useRaffleShare(raffle: Raffle) {
  const template = useShop().shareTemplate;
  const { formatDateTime } = useDateFormat();
  const rates = useExchangeRates().data;
  const link = raffleShareLink(window.location.origin, raffle.id);
  const usd = formatUsd(raffle.price_per_number);
  const other = convertedPrices(raffle.price_per_number, rates).find(
    (price) => typeof price.amount === 'number',
  );
  const price = other
    ? format(messages.linkPreviews.priceWithCurrency, { usd, other: other.formatted })
    : usd;
  const packs = packsLine(raffle.packs);
  // A drawn raffle shares its results, never the invitation to buy (issue 44); before, every
  // prize and pack where the template names the prize and the price (issue 42).
  const completed = raffle.status === 'completed';
  const draw = useResults(raffle.id, completed).data;
  const drawn = completed && draw?.status === 'drawn';
  const text = drawn
    ? resultsText({
        title: raffle.title,
        prizes: draw.prizes,
        pad: (n) => formatNumber(n, raffle.start_number, raffle.end_number),
        verifyUrl: link,
      })
    : fillShareText(template, {
        titulo: raffle.title,
        premio: prizesLine(raffle.prize_titles ?? [raffle.product_to_win]),
        precio: packs ? `${price} · ${packs}` : price,
        fecha: formatDateTime(raffle.draw_date),
        enlace: link,
      });
  const label = drawn ? 'Compartir resultados' : 'Compartir por WhatsApp';
  return { link, text, label, whatsappUrl: whatsappLink(undefined, text) };
}

/** Copies the link, and says so for two seconds ('Enlace copiado'). */
export function useCopyLink(link: string) {
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setFailed(false);
      setCopied(true);
      setTimeout(() => setCopied(false), 2000);
    } catch {
      // No clipboard (an old browser, a page without permission): the link is shown to copy by hand.
      setFailed(true);
    }
  }
  return { copied, failed, copy };
}

/**
 * 'Copiar enlace' and 'Compartir por WhatsApp' for one raffle: after saving it,
 * on its edit page and on its card in the admin list.
 */
export function ShareRaffle({ raffle, className }: { raffle: Raffle; className?: string }) {
  const share = useRaffleShare(raffle);
  const { copied, failed, copy } = useCopyLink(share.link);
  return (
    <div className={cn('space-y-2', className)}>
      <div className="grid gap-2 sm:grid-cols-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => void copy()}
          aria-label={`Copiar enlace: ${raffle.title}`}
        >
          {copied ? (
            <Check className="h-4 w-4" aria-hidden="true" />
          ) : (
            <Link2 className="h-4 w-4" aria-hidden="true" />
          )}
          {copied ? 'Enlace copiado' : 'Copiar enlace'}
        </Button>
        <a
          href={share.whatsappUrl}
          target="_blank"
          rel="noreferrer"
          aria-label={`${share.label}: ${raffle.title}`}
          className={buttonClasses({
            variant: 'outline',
            size: 'sm',
            className: 'text-emerald-800',
          })}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          {share.label}
        </a>
      </div>
      <CopyStatus copied={copied} failed={failed} link={share.link} />
    </div>
  );
}

/** Read by screen readers when the link is copied; shown when it could not be. */
export function CopyStatus({
  copied,
  failed,
  link,
}: {
  copied: boolean;
  failed: boolean;
  link: string;
}) {
  return (
    <p role="status" className={failed ? 'text-xs break-all text-slate-600' : 'sr-only'}>
      {failed ? `Copia el enlace a mano: ${link}` : copied ? 'Enlace copiado' : ''}
    </p>
  );
}
