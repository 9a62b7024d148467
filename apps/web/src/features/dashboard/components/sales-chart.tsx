import { messages, plural, type DashboardOverview } from '@rifas/shared';
import { Card, CardBody, CardHeader } from '@/components/ui/card';
import { formatUsd } from '@/lib/format';
import { cn } from '@/lib/cn';

type Day = DashboardOverview['sales_by_day'][number];

const dayFormat = new Intl.DateTimeFormat('es-VE', {
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});
const longDayFormat = new Intl.DateTimeFormat('es-VE', { dateStyle: 'long', timeZone: 'UTC' });

/** 'YYYY-MM-DD' (a calendar day in the business time zone) as '15 mar'; the day never shifts. */
export function formatDay(date: string, long = false): string {
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime())) return date;
  return (long ? longDayFormat : dayFormat).format(noon);
}

/**
 * Completed sales per day for the last 30 days: a plain CSS bar chart (no chart
 * library). The bars are for the eye; screen readers get the same data as a table.
 */
export function SalesChart({ days }: { days: Day[] }) {
  const max = Math.max(0, ...days.map((day) => day.total_amount));
  const total = days.reduce((sum, day) => sum + day.total_amount, 0);
  const sales = days.reduce((sum, day) => sum + day.count, 0);
  const ticks = days.length > 0 ? [0, Math.floor((days.length - 1) / 2), days.length - 1] : [];

  return (
    <Card>
      <CardHeader
        title={messages.payments.salesByDay}
        actions={
          <p className="text-right text-sm text-slate-600">
            <span className="font-bold text-slate-900 tabular-nums">{formatUsd(total)}</span>
            <span className="block text-xs">
              {plural(sales, 'pago completado', 'pagos completados')}
            </span>
          </p>
        }
      />
      <CardBody>
        <div className="relative" aria-hidden="true">
          <p className="mb-1 text-xs text-slate-500 tabular-nums">{formatUsd(max)}</p>
          <div className="flex h-40 items-end gap-[2px] border-b border-l border-slate-200 pl-px sm:gap-1">
            {days.map((day, index) => {
              const height = max > 0 ? (day.total_amount / max) * 100 : 0;
              return (
                <div
                  key={day.date}
                  className="group relative flex h-full flex-1 items-end"
                  title={`${formatDay(day.date, true)}: ${formatUsd(day.total_amount)} (${day.count})`}
                >
                  <div
                    className={cn(
                      'w-full rounded-t-sm transition-colors',
                      day.total_amount > 0
                        ? 'bg-brand-500 group-hover:bg-brand-700'
                        : 'bg-slate-100',
                      index === days.length - 1 && day.total_amount > 0 && 'bg-brand-700',
                    )}
                    style={{ height: day.total_amount > 0 ? `max(${height}%, 3px)` : '2px' }}
                  />
                </div>
              );
            })}
          </div>
          <div className="mt-1 flex justify-between text-xs text-slate-500">
            {ticks.map((index) => {
              const day = days[index];
              return day ? (
                <span key={day.date}>
                  {index === days.length - 1 ? 'Hoy' : formatDay(day.date)}
                </span>
              ) : null;
            })}
          </div>
          {total === 0 && (
            <p className="absolute inset-0 flex items-center justify-center text-sm text-slate-500">
              Sin ventas completadas en estos días
            </p>
          )}
        </div>
        {/* A wrapper: a table box ignores the height and overflow of .sr-only. */}
        <div className="sr-only">
          <table>
            <caption>{messages.payments.salesByDay}</caption>
            <thead>
              <tr>
                <th scope="col">Día</th>
                <th scope="col">Ventas</th>
                <th scope="col">Pagos</th>
              </tr>
            </thead>
            <tbody>
              {days.map((day) => (
                <tr key={day.date}>
                  <th scope="row">{formatDay(day.date, true)}</th>
                  <td>{formatUsd(day.total_amount)}</td>
                  <td>{day.count}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardBody>
    </Card>
  );
}
