import { Ban, Flag, Lock } from 'lucide-react';
import { format, formatNumber, messages, plural, salesCloseTime, type Raffle } from '@rifas/shared';
import { useDateFormat } from '@/lib/format';

/** What happened to an ended raffle: how much sold, and the winner or when it comes. */
function endedSummary(raffle: Raffle): string {
  const sold = `Se ${raffle.sold_numbers === 1 ? 'vendió' : 'vendieron'} ${plural(raffle.sold_numbers, 'número', 'números')} de ${raffle.total_numbers}.`;
  if (raffle.numero_ganador !== null) {
    const winner = formatNumber(raffle.numero_ganador, raffle.start_number, raffle.end_number);
    return `${sold} Número ganador: ${winner}.`;
  }
  return `${sold} El ganador será anunciado pronto.`;
}

/** Sales closed by the clock before the draw (issue 44, ADR 088): when they closed, when the draw is. */
function closedSummary(raffle: Raffle, formatDateTime: (value: string | Date) => string): string {
  const closedAt = salesCloseTime({
    drawDate: raffle.draw_date,
    salesCloseAt: raffle.sales_close_at ?? null,
  });
  return format(messages.raffles.salesClosedNotice, {
    closedAt: formatDateTime(closedAt),
    drawDate: formatDateTime(raffle.draw_date),
  });
}

/**
 * docs/product.md: instead of the picker, 'Rifa Finalizada' once ended, else 'Rifa no disponible';
 * 'Ventas cerradas' between the close time and the draw (ADR 088).
 */
export function SaleClosedNotice({ raffle }: { raffle: Raffle }) {
  const { formatDateTime } = useDateFormat();
  const closed = !raffle.ended && raffle.sales_closed === true;
  const Icon = raffle.ended ? Flag : closed ? Lock : Ban;
  let title: string = messages.raffles.unavailable;
  let text = 'Este sorteo no está a la venta en este momento.';
  if (raffle.ended) [title, text] = [messages.raffles.ended, endedSummary(raffle)];
  else if (closed)
    [title, text] = [messages.raffles.salesClosedTitle, closedSummary(raffle, formatDateTime)];
  return (
    <div className="flex flex-col items-center gap-2 rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-10 text-center">
      <Icon className="h-9 w-9 text-slate-400" aria-hidden="true" />
      <h2 className="text-xl font-bold text-slate-900">{title}</h2>
      <p className="max-w-md text-sm text-slate-600">{text}</p>
    </div>
  );
}
