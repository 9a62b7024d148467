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
  const now = useMinuteClock();

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
                <RateItem key={rate.codigo} rate={rate} now={Math.max(now, dataUpdatedAt)} />
              ))}
            </ul>
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

function RateItem({ rate, now }: { rate: ExchangeRate; now: number }) {
  const { formatDateTime } = useDateFormat();
  // The amount's mark is the code when the symbol is ambiguous: no need to say it twice.
  const showCode = currencyMark(rate) !== rate.codigo.toUpperCase();
  const age = rate.stale ? formatAge(rate.updated_at, now) : '';
  return (
    <li className="flex items-center gap-1.5" title={rate.nombre}>
      {showCode && <span className="text-brand-300">{rate.codigo}</span>}
      <span className="font-semibold text-white tabular-nums">{formatRate(rate.precio, rate)}</span>
      {age && (
        <span
          className="inline-flex items-center gap-0.5 text-amber-300"
          title={rate.updated_at ? `Actualizada el ${formatDateTime(rate.updated_at)}` : undefined}
        >
          <Clock className="h-3 w-3" aria-hidden="true" />
          <span className="sr-only">tasa sin actualizar,</span>
          {age}
        </span>
      )}
    </li>
  );
}
