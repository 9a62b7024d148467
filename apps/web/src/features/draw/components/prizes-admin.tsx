import { Lock } from 'lucide-react';
import { drawRule, type Draw, type Prize } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useClosePrize } from '../api/close-prize';
import { PrizesList } from './prizes-list';
import { ResultForm } from './result-form';

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

/**
 * The prizes in the admin's draw panel (ADR 054): each one's state and winners,
 * the early bird's list to fix after its cut-off, and the result form of each
 * prize with a result of its own once its list is fixed.
 */
export function PrizesAdmin({ raffle, draw }: { raffle: Raffle; draw: Draw }) {
  const digits = drawRule(raffle.start_number, raffle.end_number).digits;
  const own = draw.prizes.filter((p) => p.kind === 'official' || p.kind === 'early_bird');
  if (draw.prizes.length < 2) return null;
  return (
    <div className="space-y-4">
      <h3 className="font-bold text-slate-900">Premios</h3>
      <PrizesList prizes={draw.prizes} raffle={raffle} />
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
