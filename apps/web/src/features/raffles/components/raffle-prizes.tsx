import { CalendarClock, Trophy } from 'lucide-react';
import { format, messages, type Prize, type Raffle } from '@rifas/shared';
import { useDateFormat } from '@/lib/format';

const m = messages.prizes;

/** A prize's kind as a buyer reads it: who wins, in plain words. */
function plainKind(prize: Prize): string {
  switch (prize.kind) {
    case 'official':
      return format(m.plainKinds.official, { lottery: prize.lottery_name ?? m.anyLottery });
    case 'terminal': {
      const digits = prize.digits ?? 1;
      return format(m.plainKinds.terminal, {
        digits: digits === 1 ? m.lastDigit : format(m.lastDigits, { digits }),
      });
    }
    default:
      return m.plainKinds[prize.kind];
  }
}

/** The prize's own picture in a fixed box (nothing shifts while it loads), or a trophy. */
function PrizeThumb({ prize }: { prize: Prize }) {
  const image = prize.image;
  if (!image) {
    return (
      <span className="inline-flex h-14 w-14 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-amber-950">
        <Trophy className="h-6 w-6" aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={image.url}
      srcSet={image.srcset || undefined}
      sizes={image.srcset ? '56px' : undefined}
      width={image.width ?? 56}
      height={image.height ?? 56}
      alt={format(m.imageAlt, { label: prize.label, title: prize.title })}
      loading="lazy"
      decoding="async"
      className="h-14 w-14 shrink-0 rounded-xl bg-slate-100 object-cover"
    />
  );
}

/**
 * Every prize on the raffle's first screen (issue 42): its order, title, picture,
 * who wins in plain words and, for a preventa, its deadline. A raffle with one
 * prize keeps the single 'Premio' box. The rules and results stay in 'Sorteo
 * verificable' below.
 */
export function RafflePrizes({ raffle }: { raffle: Raffle }) {
  const { formatDateTime } = useDateFormat();
  const prizes = raffle.prizes ?? [];
  if (prizes.length <= 1) {
    return (
      <div className="flex items-start gap-3 rounded-2xl bg-gradient-to-br from-amber-50 to-orange-50 p-4 ring-1 ring-amber-200/70">
        <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-xl bg-accent-400 text-amber-950">
          <Trophy className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">Premio</p>
          <p className="text-lg font-bold text-slate-900">{raffle.product_to_win}</p>
        </div>
      </div>
    );
  }
  return (
    <section
      aria-labelledby="raffle-prizes-title"
      className="rounded-2xl bg-gradient-to-br from-amber-50 to-orange-50 p-4 ring-1 ring-amber-200/70"
    >
      <h2
        id="raffle-prizes-title"
        className="text-xs font-semibold tracking-wide text-amber-800 uppercase"
      >
        {m.listTitle}
      </h2>
      <ol className="mt-2 space-y-3">
        {prizes.map((prize) => {
          const cutoff = prize.kind === 'early_bird' ? prize.cutoff_at : null;
          const closed = cutoff !== null && prize.status !== 'open';
          return (
            <li key={prize.position} className="flex items-start gap-3" data-testid="offer-prize">
              <PrizeThumb prize={prize} />
              <div className="min-w-0">
                <p className="text-xs font-semibold text-amber-800">{prize.label}</p>
                <p className="font-bold break-words text-slate-900">{prize.title}</p>
                <p className="text-sm text-slate-600">{plainKind(prize)}</p>
                {cutoff && (
                  <p className="mt-1 flex items-start gap-1.5 text-sm font-semibold text-amber-900">
                    <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                    {format(closed ? m.presaleClosed : m.presaleUntil, {
                      cutoff: formatDateTime(cutoff),
                    })}
                  </p>
                )}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
