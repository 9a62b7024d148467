import { Ban, Flag } from 'lucide-react';
import { messages, type Raffle } from '@rifas/shared';

/** SPEC §2: instead of the picker, 'Rifa Finalizada' once ended, else 'Rifa no disponible'. */
export function SaleClosedNotice({ raffle }: { raffle: Raffle }) {
  const Icon = raffle.ended ? Flag : Ban;
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Icon className="h-9 w-9 text-slate-400" aria-hidden="true" />
      <h2 className="text-xl font-bold text-slate-900">
        {raffle.ended ? messages.raffles.ended : messages.raffles.unavailable}
      </h2>
      <p className="max-w-md text-sm text-slate-600">
        {raffle.ended
          ? 'Este sorteo ya terminó y no se pueden comprar más números.'
          : 'Este sorteo no está a la venta en este momento.'}
      </p>
    </div>
  );
}
