import { useState } from 'react';
import { Lock, MessageCircle } from 'lucide-react';
import { drawRule, formatNumber, type Draw, type Prize } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useClosePrize } from '../api/close-prize';
import { PrizesList } from './prizes-list';
import { ResultForm } from './result-form';
import { WinnerDialog } from './winner-dialog';

type Raffle = { id: number; start_number: number; end_number: number; draw_date: string };

function FixEarlyList({ raffle, prize }: { raffle: Raffle; prize: Prize }) {
  const close = useClosePrize(raffle.id, prize.position);
  return (
    <div className="space-y-2">
      <Button variant="outline" busy={close.isPending} onClick={() => close.mutate()}>
        <Lock className="h-4 w-4" aria-hidden="true" />
        Fijar la lista de la preventa ({prize.label})
      </Button>
      {close.isError && <Alert>{errorMessage(close.error, 'No se pudo fijar la lista.')}</Alert>}
    </div>
  );
}

/** What a number won, for the winner's WhatsApp text: '1er premio: Moto, 3er premio: Bono'. */
function prizesWonBy(prizes: Draw['prizes'], number: number): string {
  return prizes
    .filter((p) => p.winners.some((w) => w.number === number))
    .map((p) => `${p.label}: ${p.title}`)
    .join(', ');
}

/**
 * The prizes in the admin's draw panel (ADR 054): each one's state and winners,
 * the early bird's list to fix after its cut-off, and the result form of each
 * prize with a result of its own once its list is fixed.
 */
export function PrizesAdmin({ raffle, draw }: { raffle: Raffle; draw: Draw }) {
  const [contact, setContact] = useState<number | null>(null);
  const digits = drawRule(raffle.start_number, raffle.end_number).digits;
  const own = draw.prizes.filter((p) => p.kind === 'official' || p.kind === 'early_bird');
  if (draw.prizes.length < 2) return null;
  const pad = (n: number) => formatNumber(n, raffle.start_number, raffle.end_number);
  // Each winner once, whatever prizes they won: the dialog has their contact and WhatsApp.
  const winners = [...new Set(draw.prizes.flatMap((p) => p.winners.map((w) => w.number)))];
  return (
    <div className="space-y-4">
      <h3 className="font-bold text-slate-900">Premios</h3>
      <PrizesList prizes={draw.prizes} raffle={raffle} />
      {winners.length > 0 && (
        <div className="flex flex-wrap gap-2">
          {winners.map((number) => (
            <Button key={number} variant="outline" size="sm" onClick={() => setContact(number)}>
              <MessageCircle className="h-4 w-4" aria-hidden="true" />
              Ganador del {pad(number)}
            </Button>
          ))}
        </div>
      )}
      {contact !== null && (
        <WinnerDialog
          raffleId={raffle.id}
          number={contact}
          startNumber={raffle.start_number}
          endNumber={raffle.end_number}
          prize={prizesWonBy(draw.prizes, contact)}
          onClose={() => setContact(null)}
        />
      )}
      {own.map((prize) => {
        if (prize.kind === 'early_bird' && prize.status === 'open') {
          return <FixEarlyList key={prize.position} raffle={raffle} prize={prize} />;
        }
        if (prize.status !== 'fixed') return null;
        return (
          <ResultForm
            key={prize.position}
            raffle={raffle}
            digits={digits}
            prize={prize}
            prizes={draw.prizes}
          />
        );
      })}
    </div>
  );
}
