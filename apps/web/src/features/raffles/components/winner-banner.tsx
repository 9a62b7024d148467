import { PartyPopper, Hourglass, SearchX } from 'lucide-react';
import { format, formatNumber, messages, type Raffle } from '@rifas/shared';

/**
 * docs/domain.md winner banner: once the raffle has ended, the winning number and the
 * winner's short name (docs/departures.md: first name and last initial); 'the winning
 * number was not sold' when nobody bought it; 'announced soon' when it ended
 * with no winning number yet and the minimum was met.
 */
export function WinnerBanner({ raffle }: { raffle: Raffle }) {
  if (!raffle.ended) return null;
  const minimumMet = !raffle.is_minimal_required || raffle.sold_numbers >= raffle.minimal_number;

  if (raffle.numero_ganador !== null) {
    const number = formatNumber(raffle.numero_ganador, raffle.start_number, raffle.end_number);
    if (!raffle.winner_display) {
      return (
        <div
          role="status"
          className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <SearchX className="h-8 w-8 shrink-0 text-slate-400" aria-hidden="true" />
          <div>
            <p className="text-sm font-semibold text-slate-500">Número ganador: {number}</p>
            <p className="font-bold text-slate-900">
              {format(messages.raffles.winnerNotSold, { number })}
            </p>
          </div>
        </div>
      );
    }
    return (
      <div
        role="status"
        className="relative overflow-hidden rounded-2xl bg-gradient-to-r from-amber-400 via-amber-300 to-yellow-200 p-5 text-amber-950 shadow-md sm:p-6"
      >
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
          <PartyPopper className="h-10 w-10 shrink-0" aria-hidden="true" />
          <div className="flex-1">
            <p className="text-sm font-bold tracking-wide uppercase">¡Tenemos ganador!</p>
            <p className="text-xl font-extrabold sm:text-2xl">{raffle.winner_display}</p>
          </div>
          <div className="rounded-xl bg-white/70 px-5 py-2 text-center">
            <p className="text-xs font-semibold uppercase">Número ganador</p>
            <p className="text-3xl font-black tabular-nums">{number}</p>
          </div>
        </div>
      </div>
    );
  }

  if (!minimumMet) return null;
  return (
    <div
      role="status"
      className="flex items-center gap-3 rounded-2xl border border-brand-200 bg-brand-50 p-5 text-brand-900"
    >
      <Hourglass className="h-7 w-7 shrink-0 text-brand-600" aria-hidden="true" />
      <p className="font-bold">{messages.raffles.winnerSoon}</p>
    </div>
  );
}
