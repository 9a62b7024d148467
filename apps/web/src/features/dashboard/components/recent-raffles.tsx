import { Link } from 'react-router';
import type { Raffle } from '@rifas/shared';
import { Card, CardHeader } from '@/components/ui/card';
import { formatUsd, useDateFormat } from '@/lib/format';

const linkClasses = 'text-sm font-semibold text-brand-700 hover:text-brand-800';

/** 'Sorteos Recientes' (docs/product.md): the first five raffles with sales, price and draw date. */
export function RecentRaffles({
  raffles,
  loading,
  failed,
}: {
  raffles: Raffle[] | undefined;
  loading: boolean;
  failed: boolean;
}) {
  const { formatDateTime } = useDateFormat();
  return (
    <Card className="flex flex-col">
      <CardHeader
        title="Sorteos Recientes"
        actions={
          <Link to="/admin/raffles" className={linkClasses}>
            Ver todos
          </Link>
        }
      />
      {loading ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500">Cargando...</p>
      ) : failed ? (
        <p className="px-5 py-8 text-center text-sm text-red-700">
          No se pudieron cargar los sorteos
        </p>
      ) : !raffles?.length ? (
        <p className="px-5 py-8 text-center text-sm text-slate-500">No hay sorteos todavía</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {raffles.map((raffle) => {
            const percent =
              raffle.total_numbers > 0 ? (raffle.sold_numbers / raffle.total_numbers) * 100 : 0;
            return (
              <li key={raffle.id} className="px-5 py-3">
                <div className="flex items-start justify-between gap-3">
                  <p className="min-w-0 font-semibold break-words text-slate-900">{raffle.title}</p>
                  <p className="shrink-0 text-sm font-semibold text-slate-900 tabular-nums">
                    {formatUsd(raffle.price_per_number)}
                  </p>
                </div>
                <div className="mt-1.5 flex items-center gap-3">
                  <div
                    className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-100"
                    aria-hidden="true"
                  >
                    <div
                      className="h-full rounded-full bg-brand-500"
                      style={{ width: `${percent}%` }}
                    />
                  </div>
                  <p className="shrink-0 text-xs text-slate-600 tabular-nums">
                    {raffle.sold_numbers}/{raffle.total_numbers} vendidos
                  </p>
                </div>
                <p className="mt-1 text-xs text-slate-500">
                  Sorteo: {formatDateTime(raffle.draw_date)}
                </p>
              </li>
            );
          })}
        </ul>
      )}
    </Card>
  );
}
