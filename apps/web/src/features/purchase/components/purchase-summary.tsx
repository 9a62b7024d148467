import { useEffect, useRef } from 'react';
import { Eraser, Share2, X } from 'lucide-react';
import { formatNumber, messages, packsLine, prizesLine } from '@rifas/shared';
import { ConvertedPrices } from '@/components/converted-prices';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { formatUsd } from '@/lib/format';
import { whatsappLink } from '@/lib/whatsapp';
import { orderPrice, type PricedRaffle } from '../utils/order-price';

/** Chips shown before '+N más': a 500-number order must not flood the summary. */
const MAX_CHIPS = 40;

type PurchaseSummaryProps = {
  raffle: {
    id: number;
    title: string;
    product_to_win: string;
    prizes?: { title: string }[];
  } & PricedRaffle;
  numbers: readonly number[];
  startNumber: number;
  endNumber: number;
  onRemove: (n: number) => void;
  onClear: () => void;
  onProceed: () => void;
  busy: boolean;
  /** Why the last 'Proceder al pago' did not open the payment (taken numbers, a refusal). */
  notice: SummaryNotice | null;
};

/** A failure ('error', red, announced at once) or guidance for the next step ('info'). */
export type SummaryNotice = { tone: 'error' | 'info'; text: string };

/**
 * The raffle's share text with a link to /raffle/:id (the shared-link form, docs/product.md):
 * every prize and the packs (issue 42).
 */
function shareText(raffle: PurchaseSummaryProps['raffle']): string {
  const url = `${window.location.origin}/raffle/${raffle.id}`;
  const prizes = prizesLine(raffle.prizes?.map((prize) => prize.title) ?? [raffle.product_to_win]);
  const packs = packsLine(raffle.packs);
  return `¡Participa conmigo en la rifa "${raffle.title}"! Premio: ${prizes}.${packs ? ` ${packs}.` : ''} Elige tus números aquí: ${url}`;
}

/**
 * The selection, its total in US dollars and in each currency, and
 * 'Proceder al pago' (docs/product.md purchase summary), plus clear and share.
 */
export function PurchaseSummary({
  raffle,
  numbers,
  startNumber,
  endNumber,
  onRemove,
  onClear,
  onProceed,
  busy,
  notice,
}: PurchaseSummaryProps) {
  const noticeRef = useRef<HTMLDivElement>(null);
  // The chips above may have shrunk: keep the notice where the buyer is looking.
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView({ block: 'nearest' });
  }, [notice]);
  const { total, packsText } = orderPrice(raffle, numbers.length);
  const shown = numbers.slice(0, MAX_CHIPS);

  return (
    <section
      aria-labelledby="purchase-summary"
      data-keep-clear
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h3 id="purchase-summary" className="text-base font-bold text-slate-900">
        Resumen de compra
      </h3>

      {numbers.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">
          Toca los números que quieras o usa la selección al azar.
        </p>
      ) : (
        <ul className="mt-3 flex flex-wrap gap-1.5" aria-label="Números seleccionados">
          {shown.map((n) => {
            const label = formatNumber(n, startNumber, endNumber);
            return (
              <li key={n}>
                <button
                  type="button"
                  onClick={() => onRemove(n)}
                  aria-label={`Quitar el número ${label}`}
                  className="inline-flex h-8 items-center gap-1 rounded-full bg-brand-50 pr-2 pl-3 text-sm font-semibold text-brand-700 tabular-nums ring-1 ring-brand-200 hover:bg-brand-100"
                >
                  {label}
                  <X className="h-3.5 w-3.5" aria-hidden="true" />
                </button>
              </li>
            );
          })}
          {numbers.length > MAX_CHIPS && (
            <li className="inline-flex h-8 items-center px-2 text-sm font-medium text-slate-500">
              +{numbers.length - MAX_CHIPS} más
            </li>
          )}
        </ul>
      )}

      <dl className="mt-4 space-y-1.5 border-t border-slate-100 pt-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Números seleccionados</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">{numbers.length}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-slate-600">Precio por número</dt>
          <dd className="font-semibold text-slate-900 tabular-nums">
            {formatUsd(raffle.price_per_number)}
          </dd>
        </div>
        <div className="flex items-baseline justify-between gap-3 pt-1">
          <dt className="font-bold text-slate-900">Total</dt>
          <dd className="text-2xl font-extrabold text-brand-700 tabular-nums">
            {formatUsd(total)}
          </dd>
        </div>
        {packsText && (
          <div className="flex justify-between gap-3">
            <dt className="text-slate-600">Precio con paquetes</dt>
            <dd className="text-right font-semibold text-emerald-700">{packsText}</dd>
          </div>
        )}
      </dl>
      {numbers.length > 0 && (
        <ConvertedPrices
          usd={total}
          variant="list"
          className="mt-2 rounded-lg bg-slate-50 px-3 py-2"
        />
      )}

      {notice && (
        <div ref={noticeRef} className="mt-4 scroll-mb-24">
          <Alert tone={notice.tone}>{notice.text}</Alert>
        </div>
      )}
      <Button
        size="lg"
        className="mt-4 w-full"
        disabled={numbers.length === 0}
        busy={busy}
        busyText="Apartando tus números..."
        onClick={onProceed}
      >
        {messages.numbers.proceedToPayment}
      </Button>
      <div className="mt-2 grid grid-cols-2 gap-2">
        <Button
          variant="outline"
          onClick={onClear}
          disabled={numbers.length === 0 || busy}
          aria-label="Limpiar selección"
        >
          <Eraser className="h-4 w-4" aria-hidden="true" />
          Limpiar
        </Button>
        <a
          href={whatsappLink(undefined, shareText(raffle))}
          target="_blank"
          rel="noopener noreferrer"
          aria-label="Compartir por WhatsApp (se abre en una pestaña nueva)"
          className="inline-flex h-10 items-center justify-center gap-2 rounded-lg border border-emerald-300 bg-emerald-50 px-4 text-sm font-semibold text-emerald-800 hover:bg-emerald-100"
        >
          <Share2 className="h-4 w-4" aria-hidden="true" />
          Compartir
        </a>
      </div>
    </section>
  );
}
