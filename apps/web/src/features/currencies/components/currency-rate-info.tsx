import { TriangleAlert } from 'lucide-react';
import { messages, type Currency } from '@rifas/shared';
import { Badge } from '@/components/ui/badge';
import { formatRate } from '@/lib/currency-format';
import { dateTimeFormat, useDateFormat } from '@/lib/format';
import { formatAge } from '../utils/format-age';

/** The cached rate of 1 USD, or 'N/A' when it was never fetched. */
export function CurrencyRate({ moneda: currency }: { moneda: Currency }) {
  if (currency.precio === 'N/A') return <span className="text-slate-500">N/A</span>;
  return (
    <span className="font-semibold whitespace-nowrap text-slate-900 tabular-nums">
      {formatRate(currency.precio, currency)}
    </span>
  );
}

/**
 * When the rate was fetched and, while the source keeps failing, the last error
 * and when it happened (a successful fetch clears it). `now` is when the list was loaded.
 */
export function CurrencyFetchInfo({ moneda: currency, now }: { moneda: Currency; now: number }) {
  const { formatDateTime, timeZone } = useDateFormat();
  const source = currency.fuente_precio as keyof typeof messages.currencies.sources | null;
  return (
    <div className="space-y-1 text-xs leading-5">
      {currency.precio_updated_at ? (
        // Honest about the rate's own date: 'Fuente principal · 25/11 · hace 3 h'.
        <p className="flex flex-wrap items-center gap-1 text-slate-600">
          <span className="sr-only">Tasa obtenida </span>
          {source && messages.currencies.sources[source] && (
            <span>{messages.currencies.sources[source]} ·</span>
          )}
          <time
            dateTime={currency.precio_updated_at}
            title={formatDateTime(currency.precio_updated_at)}
          >
            {dateTimeFormat(timeZone, { dateStyle: 'short' })
              .format(new Date(currency.precio_updated_at))
              .slice(0, 5)}{' '}
            · {formatAge(currency.precio_updated_at, now)}
          </time>
          {currency.stale && <Badge tone="warning">{messages.currencies.staleRate}</Badge>}
        </p>
      ) : (
        <p className="text-slate-500">Nunca consultada</p>
      )}
      {currency.last_error && (
        <p className="flex gap-1 text-red-700">
          <TriangleAlert className="mt-px h-3.5 w-3.5 shrink-0" aria-hidden="true" />
          <span>
            <span className="sr-only">Último error: </span>
            {currency.last_error}
            {currency.last_error_at && (
              <>
                {' · '}
                <time
                  dateTime={currency.last_error_at}
                  title={formatDateTime(currency.last_error_at)}
                  className="whitespace-nowrap"
                >
                  {formatAge(currency.last_error_at, now)}
                </time>
              </>
            )}
          </span>
        </p>
      )}
    </div>
  );
}
