import { formatCount, formatNumber, type Raffle } from '@rifas/shared';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { useDateFormat } from '@/lib/format';

/** docs/product.md draw details: date, number range and winning number. */
export function DrawDetails({ raffle }: { raffle: Raffle }) {
  const { formatDateTime } = useDateFormat();
  const pad = (n: number) => formatNumber(n, raffle.start_number, raffle.end_number);
  const rows = [
    ['Fecha del sorteo', formatDateTime(raffle.draw_date)],
    ['Rango de números', `${pad(raffle.start_number)} al ${pad(raffle.end_number)}`],
    ['Cantidad de números', formatCount(raffle.total_numbers)],
    [
      'Número ganador',
      raffle.ended && raffle.numero_ganador !== null ? pad(raffle.numero_ganador) : 'Por anunciar',
    ],
  ] as const;
  return (
    <Card>
      <CardHeader title="Detalles del sorteo" />
      <CardBody>
        <dl className="divide-y divide-slate-100 text-sm">
          {rows.map(([label, value]) => (
            <div key={label} className="flex justify-between gap-4 py-2 first:pt-0 last:pb-0">
              <dt className="text-slate-500">{label}</dt>
              <dd className="text-right font-semibold text-slate-900 tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}
