import { Trophy } from 'lucide-react';
import type { Raffle } from '@rifas/shared';
import { Card, CardBody } from '@/components/ui/card';
import { useDraw } from '../api/get-draw';
import { PrizesList } from './prizes-list';
import { VerifyAll } from './verify-all';

/**
 * The results of a drawn raffle, at the top of its page so a phone shows them
 * without scrolling: each prize, its official reference, masked winners, the
 * list's fingerprint and 'Verificar' for every list (issue 27).
 */
export function DrawResults({ raffle }: { raffle: Raffle }) {
  const draw = useDraw(raffle.id);
  const data = draw.data;
  if (!data || !data.prizes.some((prize) => prize.status === 'drawn')) return null;
  return (
    <Card role="region" aria-label="Resultados del sorteo" data-keep-clear>
      <CardBody className="space-y-3">
        <p className="flex items-center gap-2 font-bold text-slate-900">
          <Trophy className="h-5 w-5 text-brand-600" aria-hidden="true" />
          Resultados
        </p>
        <PrizesList prizes={data.prizes} raffle={raffle} />
        {data.fingerprint && (
          <p className="text-xs text-slate-600">
            Huella SHA-256 de la lista:{' '}
            <span className="font-mono break-all" data-testid="results-fingerprint">
              {data.fingerprint}
            </span>
          </p>
        )}
        <VerifyAll draw={data} raffle={raffle} />
      </CardBody>
    </Card>
  );
}
