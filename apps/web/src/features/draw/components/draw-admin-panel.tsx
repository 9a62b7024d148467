import { useState } from 'react';
import { Lock, Trophy } from 'lucide-react';
import { drawRule, messages, type Raffle } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useDraw } from '../api/get-draw';
import { usePendingCount } from '../api/get-pending-count';
import { CloseSalesDialog, PendingPaymentsNote } from './close-sales-dialog';
import { DrawFacts } from './draw-facts';
import { PrizesAdmin } from './prizes-admin';
import { ResultForm } from './result-form';
import { WinnerDialog } from './winner-dialog';
import { WinnersAdmin } from './winners-admin';

/**
 * The admin's side of the verifiable draw, on the raffle's page: close sales
 * (which fixes and publishes the list), then record the lottery's result.
 */
export function DrawAdminPanel({ raffle }: { raffle: Raffle }) {
  const draw = useDraw(raffle.id);
  const pending = usePendingCount(raffle.id).data ?? 0;
  const [confirming, setConfirming] = useState(false);
  const [showWinner, setShowWinner] = useState(false);
  // The main prize's winner: under 'gana el más cercano vendido' not the rule's number itself.
  const winning =
    draw.data?.status === 'drawn'
      ? (draw.data.prizes[0]?.winners[0]?.number ?? draw.data.winning_number)
      : null;

  let body;
  if (draw.isError)
    body = <Alert>{errorMessage(draw.error, 'No se pudo cargar el sorteo.')}</Alert>;
  else if (!draw.data) body = null;
  else if (draw.data.status === 'open') {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          Antes del sorteo oficial, cierra las ventas: la lista de números vendidos queda fija y
          publicada con su huella, y cualquiera puede comprobarla.
        </p>
        {raffle.sales_closed && (
          // Past the close time the shop sells no more (ADR 088); the list waits for the reviews.
          <Alert tone="warning">{messages.raffles.salesClosedAdmin}</Alert>
        )}
        {/* Closing is refused while payments wait (the server says so too): the button waits with them. */}
        {pending > 0 && <PendingPaymentsNote raffleId={raffle.id} pending={pending} />}
        <Button variant="danger" onClick={() => setConfirming(true)} disabled={pending > 0}>
          <Lock className="h-4 w-4" aria-hidden="true" />
          Cerrar ventas y publicar lista
        </Button>
        <DrawFacts draw={draw.data} raffle={raffle} />
        <PrizesAdmin raffle={raffle} draw={draw.data} />
      </div>
    );
  } else {
    const digits = drawRule(raffle.start_number, raffle.end_number).digits;
    body = (
      <div className="space-y-6">
        <DrawFacts draw={draw.data} raffle={raffle} />
        {draw.data.status === 'fixed' && (
          <ResultForm raffle={raffle} digits={digits} prizes={draw.data.prizes} />
        )}
        <PrizesAdmin raffle={raffle} draw={draw.data} />
        {draw.data.status === 'drawn' && <WinnersAdmin raffle={raffle} draw={draw.data} />}
        {winning !== null && (
          <Button variant="outline" onClick={() => setShowWinner(true)}>
            <Trophy className="h-4 w-4" aria-hidden="true" />
            Datos del ganador
          </Button>
        )}
      </div>
    );
  }

  return (
    <Card className="mt-8" role="region" aria-label="Sorteo verificable">
      <CardHeader title="Sorteo verificable" />
      <CardBody>{body}</CardBody>
      {confirming && <CloseSalesDialog raffleId={raffle.id} onClose={() => setConfirming(false)} />}
      {showWinner && winning !== null && (
        <WinnerDialog
          raffleId={raffle.id}
          number={winning}
          startNumber={raffle.start_number}
          endNumber={raffle.end_number}
          onClose={() => setShowWinner(false)}
        />
      )}
    </Card>
  );
}
