import { TriangleAlert } from 'lucide-react';
import type { Moneda } from '@rifas/shared';
import { formatRate } from '@/lib/currency-format';
import { useDateFormat } from '@/lib/format';
import { formatAge } from '../utils/format-age';

/** The cached rate of 1 USD, or 'N/A' when it was never fetched. */
export function MonedaRate({ moneda }: { moneda: Moneda }) {
  if (moneda.precio === 'N/A') return <span className="text-slate-500">N/A</span>;
  return (
    <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
      {formatRate(moneda.precio, moneda)}
    </span>
  );
}

/**
 * When the rate was fetched and, while the source keeps failing, the last error
 * and when it happened (a successful fetch clears it). `now` is when the list was loaded.
 */
export function MonedaFetchInfo({ moneda, now }: { moneda: Moneda; now: number }) {
  const { formatDateTime } = useDateFormat();
  return (
    <div className="space-y-1 text-xs leading-5">
      {moneda.precio_updated_at ? (
        <p className="text-slate-600">
          <span className="sr-only">Tasa consultada </span>
          <time
            dateTime={moneda.precio_updated_at}
            title={formatDateTime(moneda.precio_updated_at)}
          >
            {formatAge(moneda.precio_updated_at, now)}
          </time>
        </p>
      ) : (
        <p className="text-slate-500">Nunca consultada</p>
      )}
      {moneda.last_error && (
        <p className="flex gap-1 text-red-700">
          <TriangleAlert className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Último error: </span>
            {moneda.last_error}
            {moneda.last_error_at && (
              <>
                {' · '}
                <time
                  dateTime={moneda.last_error_at}
                  title={formatDateTime(moneda.last_error_at)}
                  className="whitespace-nowrap"
                >
                  {formatAge(moneda.last_error_at, now)}
                </time>
              </>
            )}
          </span>
        </p>
      )}
    </div>
  );
}
