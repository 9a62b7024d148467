import { Download, Fingerprint } from 'lucide-react';
import { format, formatNumber, messages, type Raffle } from '@rifas/shared';
import { buttonClasses } from '@/components/ui/button';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDraw } from '../api/get-draw';
import { DrawFacts } from './draw-facts';
import { PrizesList } from './prizes-list';
import { VerifyButton } from './verify-button';

function WinnerLine({ raffle, winning }: { raffle: Raffle; winning: number | null }) {
  if (winning === null)
    return <p className="font-semibold text-brand-800">{messages.raffles.winnerSoon}</p>;
  const number = formatNumber(winning, raffle.start_number, raffle.end_number);
  return (
    <p className="font-semibold text-slate-900">
      {raffle.winner_display
        ? `Ganador: ${raffle.winner_display} con el número ${number}`
        : format(messages.raffles.winnerNotSold, { number })}
    </p>
  );
}

/**
 * 'Sorteo verificable' on the raffle page (docs/domain.md): the list of sold
 * numbers fixed before the lottery draws, its SHA-256, the rule and the result,
 * and a way for anyone to check it.
 */
export function DrawSection({ raffle }: { raffle: Raffle }) {
  const draw = useDraw(raffle.id);
  if (!draw.data) return null;
  const data = draw.data;
  // A raffle that ended without closing sales first has no list to publish any more.
  if (data.status === 'open' && raffle.ended) return null;
  const file = `rifa-${raffle.id}-lista.txt`;

  return (
    <Card role="region" aria-label="Sorteo verificable">
      <CardHeader
        title={
          <span className="inline-flex items-center gap-2">
            <Fingerprint className="h-5 w-5 text-brand-600" aria-hidden="true" />
            Sorteo verificable
          </span>
        }
      />
      <CardBody className="space-y-5">
        {data.status === 'open' ? (
          <p className="text-sm text-slate-700">
            Al cerrar las ventas publicaremos aquí la lista de números vendidos y su huella SHA-256,
            antes del sorteo oficial de la lotería. Así nadie puede cambiarla después.
          </p>
        ) : (
          <>
            <WinnerLine
              raffle={raffle}
              winning={data.status === 'drawn' ? data.winning_number : null}
            />
            <DrawFacts draw={data} raffle={raffle} />
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
              <a
                href={data.entries_url ?? undefined}
                download={file}
                className={buttonClasses({ variant: 'outline', className: 'w-full sm:w-auto' })}
              >
                <Download className="h-4 w-4" aria-hidden="true" />
                Descargar lista
              </a>
              <div className="flex-1">
                <VerifyButton raffleId={raffle.id} fingerprint={data.fingerprint ?? ''} />
              </div>
            </div>
            {/* The floating contact button steps aside: the explanation must stay readable. */}
            <p className="text-sm text-slate-700" data-keep-clear>
              'Verificar' descarga la lista y calcula su huella aquí, en tu teléfono: si coincide
              con la publicada, la lista es la misma que se fijó antes del sorteo. También puedes
              descargarla y compararla con cualquier programa que calcule SHA-256.
            </p>
          </>
        )}
        {data.status === 'open' && <DrawFacts draw={data} raffle={raffle} />}
        {/* Several prizes: each one, its state and its published rule (ADR 054). */}
        {data.prizes.length > 1 && (
          <div className="space-y-2">
            <p className="font-semibold text-slate-500">Premios</p>
            <PrizesList prizes={data.prizes} raffle={raffle} showRules />
          </div>
        )}
      </CardBody>
    </Card>
  );
}
