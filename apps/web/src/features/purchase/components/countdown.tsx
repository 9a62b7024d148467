import { useEffect, useState } from 'react';
import { Clock } from 'lucide-react';
import { messages } from '@rifas/shared';
import { useDateFormat } from '@/lib/format';

/** The current time, updated every second on the second. */
export function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      setNow(Date.now());
      timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    };
    timer = setTimeout(tick, 1000 - (Date.now() % 1000));
    return () => clearTimeout(timer);
  }, []);
  return now;
}

/** Days, hours, minutes and seconds left until `target` (never negative). */
export function timeLeft(target: number, now: number) {
  const total = Math.max(0, Math.floor((target - now) / 1000));
  return {
    total,
    days: Math.floor(total / 86_400),
    hours: Math.floor((total % 86_400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  };
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * The countdown to the draw (docs/product.md, docs/domain.md): draw_date is a true instant,
 * shown in the business time zone, counted down every second.
 */
export function Countdown({ drawDate, extended }: { drawDate: string; extended: boolean }) {
  const now = useNow();
  const { formatDateTime } = useDateFormat();
  const left = timeLeft(new Date(drawDate).getTime(), now);
  const units = [
    ['Días', String(left.days)],
    ['Horas', two(left.hours)],
    ['Min', two(left.minutes)],
    ['Seg', two(left.seconds)],
  ] as const;

  return (
    <div className="rounded-2xl bg-slate-900 px-4 py-4 text-white sm:px-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div>
          <p className="flex items-center gap-1.5 text-sm font-semibold text-slate-300">
            <Clock className="h-4 w-4" aria-hidden="true" />
            {left.total > 0 ? 'El sorteo se realiza en' : 'Fecha del sorteo'}
          </p>
          <p className="mt-0.5 text-sm text-slate-400">{formatDateTime(drawDate)}</p>
        </div>
        {left.total > 0 ? (
          <div role="timer" aria-label="Tiempo restante para el sorteo" className="flex gap-2">
            {units.map(([label, value]) => (
              <div
                key={label}
                className="min-w-14 rounded-xl bg-white/10 px-2 py-1.5 text-center ring-1 ring-white/10"
              >
                <span className="block text-xl font-extrabold tabular-nums sm:text-2xl">
                  {value}
                </span>
                <span className="block text-[11px] font-medium tracking-wide text-slate-300 uppercase">
                  {label}
                </span>
              </div>
            ))}
          </div>
        ) : (
          <p className="text-sm font-semibold text-accent-300">
            {extended
              ? `${messages.raffles.extended}: las ventas siguen abiertas hasta alcanzar el mínimo.`
              : 'El sorteo está por realizarse.'}
          </p>
        )}
      </div>
    </div>
  );
}
