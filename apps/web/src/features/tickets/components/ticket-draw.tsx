import { PartyPopper } from 'lucide-react';
import { formatNumber, type Ticket } from '@rifas/shared';
import { useDateFormat } from '@/lib/format';

/**
 * After the official result: what the lottery said, the winning number it
 * gave, and whether this ticket won (docs/domain.md, "Verifiable draw").
 */
export function TicketDraw({ ticket }: { ticket: Ticket }) {
  const { formatDateTime } = useDateFormat();
  const draw = ticket.draw;
  // Several prizes: each one's result and what this ticket won of it (ADR 054).
  if (ticket.prizes.length > 1) return <TicketPrizes ticket={ticket} />;
  if (!draw) return null;
  const winning = formatNumber(
    draw.winning_number,
    ticket.raffle.start_number,
    ticket.raffle.end_number,
  );
  return (
    <section
      aria-label="Resultado del sorteo"
      data-keep-clear
      className={
        draw.won
          ? 'rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-300'
          : 'rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200'
      }
    >
      {draw.won ? (
        <p className="flex items-center gap-2 text-lg font-bold text-emerald-800">
          <PartyPopper className="h-5 w-5" aria-hidden="true" />
          ¡Este ticket ganó! Tu número {winning} ganó: {draw.prize}.
        </p>
      ) : (
        <p className="font-semibold text-slate-800">
          Este ticket no ganó: el número ganador es el {winning}. ¡Gracias por participar!
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700">
        Resultado oficial: {draw.lottery.name}, {draw.lottery.result} (sorteo del{' '}
        {formatDateTime(draw.lottery.draw_at)}).
      </p>
    </section>
  );
}

function TicketPrizes({ ticket }: { ticket: Ticket }) {
  const { formatDateTime } = useDateFormat();
  const pad = (n: number) => formatNumber(n, ticket.raffle.start_number, ticket.raffle.end_number);
  const drawn = ticket.prizes.filter((prize) => prize.drawn);
  if (drawn.length === 0) return null;
  const won = drawn.some((prize) => prize.won_numbers.length > 0);
  return (
    <section
      aria-label="Resultado del sorteo"
      data-keep-clear
      className={
        won
          ? 'space-y-2 rounded-xl bg-emerald-50 p-4 ring-1 ring-emerald-300'
          : 'space-y-2 rounded-xl bg-slate-50 p-4 ring-1 ring-slate-200'
      }
    >
      {won && (
        <p className="flex items-center gap-2 text-lg font-bold text-emerald-800">
          <PartyPopper className="h-5 w-5" aria-hidden="true" />
          ¡Este ticket ganó!
        </p>
      )}
      <ul className="space-y-2">
        {drawn.map((prize) => (
          <li key={prize.position} className="text-sm text-slate-800">
            <p className="font-semibold">
              {prize.label}, {prize.title}:{' '}
              {prize.won_numbers.length > 0
                ? `lo ganó tu número ${prize.won_numbers.map(pad).join(', ')}.`
                : 'este ticket no lo ganó.'}
            </p>
            {prize.result && (
              <p className="text-slate-600">
                Resultado oficial: {prize.result.name}, {prize.result.result} (sorteo del{' '}
                {formatDateTime(prize.result.draw_at)}).
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
