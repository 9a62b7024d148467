import { CheckCircle2, Target } from 'lucide-react';
import { formatCount, messages, type Raffle } from '@rifas/shared';
import { Card, CardBody, CardHeader } from '@/components/ui/card';

/**
 * docs/product.md minimum-required panel (rule in docs/domain.md): how many sold numbers the
 * draw needs, how far sales are, and whether the raffle is extended.
 */
export function MinimumPanel({ raffle }: { raffle: Raffle }) {
  const minimum = raffle.is_minimal_required ? raffle.minimal_number : 0;
  const met = raffle.sold_numbers >= minimum;
  const percent = minimum > 0 ? Math.min(100, (raffle.sold_numbers / minimum) * 100) : 100;

  return (
    <Card>
      <CardHeader title="Mínimo requerido" />
      <CardBody className="space-y-3 text-sm">
        {minimum === 0 ? (
          <p className="flex items-start gap-2 text-slate-600">
            <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" aria-hidden="true" />
            El sorteo se realiza en la fecha indicada, sin importar cuántos números se vendan.
          </p>
        ) : (
          <>
            <p className="flex items-start gap-2 text-slate-700">
              <Target className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" />
              <span>
                Se necesitan al menos <strong>{formatCount(minimum)}</strong> números vendidos para
                realizar el sorteo.
              </span>
            </p>
            <div
              role="progressbar"
              aria-label="Avance hacia el mínimo"
              aria-valuemin={0}
              aria-valuemax={minimum}
              aria-valuenow={Math.min(raffle.sold_numbers, minimum)}
              className="h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className={met ? 'h-full bg-emerald-500' : 'h-full bg-amber-400'}
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className={met ? 'font-semibold text-emerald-700' : 'font-semibold text-amber-800'}>
              {met
                ? 'Mínimo alcanzado'
                : `Vendidos ${formatCount(raffle.sold_numbers)} de ${formatCount(minimum)}: faltan ${formatCount(minimum - raffle.sold_numbers)}`}
            </p>
            {raffle.extended && (
              <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900">
                {messages.raffles.extended}: las ventas siguen abiertas hasta alcanzar el mínimo.
              </p>
            )}
          </>
        )}
      </CardBody>
    </Card>
  );
}
