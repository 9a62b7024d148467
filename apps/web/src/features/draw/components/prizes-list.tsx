import { format, formatNumber, messages, type Prize } from '@rifas/shared';
import { useDateFormat } from '@/lib/format';

type Range = { start_number: number; end_number: number };

/**
 * A prize's picture as a small square floated to the right of its text: a
 * fixed box (nothing shifts while it loads), lazy, the smallest WebP width
 * that fills 64 px. Floated, it costs the results no height on a phone (they
 * must fit above the fold) and every prize's text keeps the same left edge.
 */
function PrizeImage({ prize }: { prize: Prize }) {
  const image = prize.image;
  if (!image) return null;
  return (
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? '64px' : undefined}
      width={image.width ?? 64}
      height={image.height ?? 64}
      alt={format(messages.prizes.imageAlt, { label: prize.label, title: prize.title })}
      loading="lazy"
      decoding="async"
      className="float-right mb-1 ml-3 h-14 w-14 rounded-lg bg-slate-100 object-cover sm:h-16 sm:w-16"
    />
  );
}

/**
 * Each prize with its official reference and its winners as the list names
 * them (first name and last initial). Public page and admin panel alike.
 */
export function PrizesList({
  prizes,
  raffle,
  showRules = false,
}: {
  prizes: Prize[];
  raffle: Range;
  /** Each prize's published rule under it, folded (the 'Sorteo verificable' section). */
  showRules?: boolean;
}) {
  const { formatDateTime } = useDateFormat();
  const pad = (n: number) => formatNumber(n, raffle.start_number, raffle.end_number);
  return (
    <ol className="divide-y divide-slate-100" aria-label="Premios">
      {prizes.map((prize) => (
        <li
          key={prize.position}
          className="flow-root py-2 first:pt-0 last:pb-0"
          data-testid="prize"
        >
          <PrizeImage prize={prize} />
          <p className="font-semibold text-slate-900">
            {prize.label}: {prize.title}{' '}
            <span className="text-xs font-normal text-slate-500">
              ({messages.prizes.kindLabels[prize.kind]})
            </span>
          </p>
          {prize.status === 'drawn' ? (
            <>
              {prize.result && (
                <p className="text-xs text-slate-600">
                  {prize.result.name}: {prize.result.result} ·{' '}
                  {formatDateTime(prize.result.draw_at)}
                </p>
              )}
              <p className="text-sm text-slate-800">
                {prize.winners.length === 0
                  ? prize.exclude_winners
                    ? messages.prizes.desertExcluding
                    : messages.prizes.desert[prize.kind]
                  : prize.winners.map((w) => `${pad(w.number)} ${w.name}`).join(' · ')}
              </p>
            </>
          ) : (
            <p className="text-sm text-slate-600">
              {prize.status === 'open'
                ? prize.kind === 'early_bird'
                  ? 'Su lista se fija pasada la fecha de corte.'
                  : 'Se decide después de cerrar las ventas.'
                : 'Pendiente del resultado oficial.'}
            </p>
          )}
          {showRules && (
            <details className="mt-1 text-sm text-slate-700">
              <summary className="cursor-pointer text-slate-500">Regla de este premio</summary>
              <p className="mt-1">{prize.rule}</p>
            </details>
          )}
        </li>
      ))}
    </ol>
  );
}
