import { Ban, Flag } from 'lucide-react';
import { formatNumber, messages, plural, type Raffle } from '@rifas/shared';

/** What happened to an ended raffle: how much sold, and the winner or when it comes. */
function endedSummary(raffle: Raffle): string {
  const sold = `Se ${raffle.sold_numbers === 1 ? 'vendió' : 'vendieron'} ${plural(raffle.sold_numbers, 'número', 'números')} de ${raffle.total_numbers}.`;
  if (raffle.numero_ganador !== null) {
    const winner = formatNumber(raffle.numero_ganador, raffle.start_number, raffle.end_number);
    return `${sold} Número ganador: ${winner}.`;
  }
  return `${sold} El ganador será anunciado pronto.`;
}

/** docs/product.md: instead of the picker, 'Rifa Finalizada' once ended, else 'Rifa no disponible'. */
export function SaleClosedNotice({ raffle }: { raffle: Raffle }) {
  const Icon = raffle.ended ? Flag : Ban;
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Icon className="h-9 w-9 text-slate-400" aria-hidden="true" />
      <h2 className="text-xl font-bold text-slate-900">
        {raffle.ended ? messages.raffles.ended : messages.raffles.unavailable}
      </h2>
      <p className="max-w-md text-sm text-slate-600">
        {raffle.ended ? endedSummary(raffle) : 'Este sorteo no está a la venta en este momento.'}
      </p>
    </div>
  );
}
