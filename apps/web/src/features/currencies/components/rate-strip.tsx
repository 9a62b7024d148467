import { useEffect, useState, type ReactNode } from 'react';
import { Clock, RefreshCw } from 'lucide-react';
import { messages, parseRate, type ExchangeRate } from '@rifas/shared';
import { currencyMark, formatRate } from '@/lib/currency-format';
import { useExchangeRates } from '@/lib/exchange-rates';
import { useDateFormat } from '@/lib/format';
import { formatAge } from '../utils/format-age';

const m = messages.currencies;

/**
 * The header's exchange-rate strip (docs/product.md Header): '1 USD =' the cached rate
 * of every active currency, refreshed at the configured interval. A currency
 * whose rate was never fetched is left out; a stale rate says how old it is.
 */
export function RateStrip() {
  const { data, isFetching, isError, refetch, dataUpdatedAt } = useExchangeRates();
  const rates = (data ?? []).filter((rate) => parseRate(rate.precio) !== null);
  const now = Math.max(useMinuteClock(), dataUpdatedAt);
  const oldestStale = oldestStaleUpdate(rates);

  let status: ReactNode = null;
  if (!data) {
    status =
      isError && !isFetching ? (
        <>
          <span>{m.ratesError}</span>
          <button
            type="button"
            onClick={() => void refetch()}
            aria-label="Reintentar cargar precios"
            className="inline-flex items-center gap-1 rounded-md px-1.5 py-0.5 font-semibold text-white underline underline-offset-2 hover:bg-white/10"
          >
            <RefreshCw className="h-3.5 w-3.5" aria-hidden="true" />
            Reintentar
          </button>
        </>
      ) : (
        m.ratesLoading
      );
  } else if (rates.length === 0) {
    status = m.ratesEmpty;
  }

  return (
    <section aria-label="Tasas de cambio del dólar" className="bg-brand-950 text-xs text-brand-100">
      <div className="mx-auto flex h-8 max-w-6xl items-center gap-3 px-4 sm:px-6">
        {/* Always in the page (only visually hidden when empty), so screen readers hear the status texts. */}
        <p aria-live="polite" className={status ? 'flex min-w-0 items-center gap-2' : 'sr-only'}>
          {status}
        </p>
        {rates.length > 0 && (
          <>
            <span className="shrink-0 font-semibold text-brand-300" aria-hidden="true">
              1 USD =
            </span>
            <ul
              aria-label="1 USD equivale a"
              // Scrolls sideways on a phone; focusable so a keyboard can scroll it too.
              tabIndex={0}
              className="-my-1 flex min-w-0 flex-1 items-center gap-4 overflow-x-auto py-1 pr-6 whitespace-nowrap [mask-image:linear-gradient(to_right,black_calc(100%-1.5rem),transparent)] [scrollbar-width:none] focus-visible:outline-offset-0"
            >
              {rates.map((rate) => (
                <RateItem key={rate.codigo} rate={rate} />
              ))}
            </ul>
            {oldestStale !== undefined && <StaleAge updatedAt={oldestStale} now={now} />}
          </>
        )}
      </div>
    </section>
  );
}

/**
 * This browser's time, ticking every 30 s: a rate's age is counted to now, not
 * to the last answer, so a value kept after failed refreshes never reads
 * 'justo ahora' (issue 24, point 9).
 */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The oldest update among the stale rates (undefined when none is stale): one age for the
 * strip, outside the list that scrolls sideways, so a phone always sees it (issue 24, point 9).
 */
function oldestStaleUpdate(rates: readonly ExchangeRate[]): string | null | undefined {
  const stale = rates.filter((rate) => rate.stale);
  if (stale.length === 0) return undefined;
  const dated = stale.flatMap((rate) => (rate.updated_at ? [rate.updated_at] : []));
  return dated.length === stale.length ? dated.sort()[0]! : null;
}

function StaleAge({ updatedAt, now }: { updatedAt: string | null; now: number }) {
  const { formatDateTime } = useDateFormat();
  const age = formatAge(updatedAt, now);
  return (
    <span
      data-testid="rates-age"
      className="inline-flex shrink-0 items-center gap-0.5 text-amber-300"
      title={updatedAt ? `Actualizada el ${formatDateTime(updatedAt)}` : undefined}
    >
      <Clock className="h-3 w-3" aria-hidden="true" />
      {age ? (
        <>
          <span className="sr-only">tasas sin actualizar,</span>
          {age}
        </>
      ) : (
        'sin actualizar'
      )}
    </span>
  );
}

function RateItem({ rate }: { rate: ExchangeRate }) {
  // The amount's mark is the code when the symbol is ambiguous: no need to say it twice,
  // and on a phone the symbol alone ('Bs') leaves room for the other rates.
  const showCode = currencyMark(rate) !== rate.codigo.toUpperCase();
  return (
    <li className="flex items-center gap-1.5" title={rate.nombre}>
      {showCode && <span className="hidden text-brand-300 sm:inline">{rate.codigo}</span>}
      <span
        className={`font-semibold tabular-nums ${rate.stale ? 'text-amber-200' : 'text-white'}`}
      >
        {rate.stale && <span className="sr-only">sin actualizar: </span>}
        {formatRate(rate.precio, rate)}
      </span>
    </li>
  );
}
