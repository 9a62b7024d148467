import { MessageCircle } from 'lucide-react';
import {
  DEFAULT_CLAIM_TEXT,
  format,
  formatNumber,
  messages,
  whatsAppLink,
  type Draw,
} from '@rifas/shared';
import { buttonClasses } from '@/components/ui/button';
import { useSettings } from '@/lib/shop-settings';
import { useWinner } from '../api/get-winner';

type Raffle = { id: number; start_number: number; end_number: number };

/** What a number won, for its WhatsApp text: '1er premio: Moto, 3er premio: Bono'. */
const prizesWonBy = (prizes: Draw['prizes'], number: number) =>
  prizes
    .filter((p) => p.winners.some((w) => w.number === number))
    .map((p) => `${p.label}: ${p.title}`)
    .join(', ');

/**
 * The winners of a drawn raffle for the admin (issue 44): each winning number
 * once, what it won, and 'Avisar por WhatsApp' to its buyer with the shop's
 * claim text (Tienda), the same the '¡Ganaste!' e-mail carries.
 */
export function WinnersAdmin({ raffle, draw }: { raffle: Raffle; draw: Draw }) {
  const claim = useSettings().data?.claim_text ?? DEFAULT_CLAIM_TEXT;
  const numbers = [...new Set(draw.prizes.flatMap((p) => p.winners.map((w) => w.number)))];
  if (numbers.length === 0) return null;
  return (
    <section aria-label="Ganadores" className="space-y-2">
      <h3 className="font-bold text-slate-900">Ganadores</h3>
      <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
        {numbers.map((number) => (
          <WinnerRow
            key={number}
            raffle={raffle}
            number={number}
            prize={prizesWonBy(draw.prizes, number)}
            claim={claim}
          />
        ))}
      </ul>
    </section>
  );
}

function WinnerRow({
  raffle,
  number,
  prize,
  claim,
}: {
  raffle: Raffle;
  number: number;
  prize: string;
  claim: string;
}) {
  const winner = useWinner(raffle.id, number).data?.winner;
  const label = formatNumber(number, raffle.start_number, raffle.end_number);
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <p className="font-mono text-lg font-bold text-slate-900">{label}</p>
        <p className="text-sm break-words text-slate-700">{prize}</p>
        {winner && <p className="text-sm text-slate-600">{winner.customer_name}</p>}
      </div>
      {winner && (
        <a
          href={whatsAppLink(
            winner.customer_phone,
            format(messages.draw.winnerWhatsApp, {
              name: winner.customer_name,
              number: label,
              prize,
              claim,
            }),
          )}
          target="_blank"
          rel="noreferrer"
          aria-label={`Avisar por WhatsApp: ${label}`}
          className={buttonClasses({
            variant: 'outline',
            size: 'sm',
            className: 'text-emerald-800',
          })}
        >
          <MessageCircle className="h-4 w-4" aria-hidden="true" />
          Avisar por WhatsApp
        </a>
      )}
    </li>
  );
}
