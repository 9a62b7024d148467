import { Clock, ListPlus, RotateCcw, TriangleAlert } from 'lucide-react';
import { format, messages } from '@rifas/shared';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useDateFormat } from '@/lib/format';
import { cn } from '@/lib/cn';
import { holdClock, untilTime, type HoldTime } from '../utils/hold-time';

/** The hold's state and actions, from the picker that owns the hold. */
export type ReholdProps = {
  /** Numbers a re-hold could not get back (taken meanwhile), already labelled: '07, 12'. */
  lost: string | null;
  reholding: boolean;
  onRehold: () => void;
  /** The server refused to hold them again (held as long as one may): buying needs no hold. */
  exhausted?: string | null;
  /** Numbers of the hold the live statuses show as no longer held, labelled, and how many. */
  released: { label: string; count: number } | null;
  /** After a re-hold that lost numbers: how many numbers the order had before it. */
  before: number | null;
  /** Back to the grid with the held numbers kept, to add replacements. */
  onReplace: () => void;
};

type HoldCountdownProps = Omit<ReholdProps, 'before'> & {
  hold: HoldTime;
  now: number;
  /** The total before the re-hold and now, ready to show ('$10.00 (Bs 730,00)'). */
  totalChange: { from: string; to: string } | null;
};

/**
 * How long the numbers stay held, counted down every second (mm:ss), with a
 * warning in the last minute. At zero it says so and offers to hold the same
 * numbers again before paying; the server stays the judge (a lapsed hold nobody
 * took can still be bought).
 */
export function HoldCountdown(props: HoldCountdownProps) {
  const { hold, now, lost, reholding, onRehold, exhausted, released, totalChange } = props;
  const { timeZone } = useDateFormat();
  const clock = holdClock(hold.deadline, now);
  const m = messages.purchase;

  const lostNotice = lost && (
    <Alert
      tone="warning"
      title="Algunos números ya no estaban libres"
      action={
        totalChange && (
          <Button size="sm" variant="outline" onClick={props.onReplace}>
            <ListPlus className="h-4 w-4" aria-hidden="true" />
            {m.pickReplacements}
          </Button>
        )
      }
    >
      <p>Salieron de tu compra: {lost}.</p>
      {totalChange && (
        <>
          <p className="mt-1 font-semibold">{format(m.totalChanged, totalChange)}</p>
          <p className="mt-1">{format(m.totalChangedPaid, totalChange)}</p>
        </>
      )}
    </Alert>
  );
  const rehold = (
    <Button size="sm" onClick={onRehold} busy={reholding} busyText="Apartando...">
      <RotateCcw className="h-4 w-4" aria-hidden="true" />
      Apartar de nuevo
    </Button>
  );

  // The live statuses show part of the hold gone: no countdown for a hold that is not whole.
  if (released && !clock.expired) {
    return (
      <div className="space-y-2">
        <Alert title={m.holdLostTitle} action={rehold}>
          <p>
            {format(released.count === 1 ? m.holdLostOne : m.holdLostMany, {
              numbers: released.label,
            })}
          </p>
          <p className="mt-1">{m.holdLostAction}</p>
        </Alert>
        {lostNotice}
      </div>
    );
  }

  if (clock.expired && exhausted) {
    return (
      <Alert tone="warning" title="Tus números ya no están apartados">
        {exhausted}
      </Alert>
    );
  }

  if (clock.expired) {
    return (
      <div className="space-y-2">
        <Alert title="Se acabó el tiempo de tu apartado" action={rehold}>
          Tus números pueden ser tomados por otra persona. Apártalos de nuevo para pagar.
        </Alert>
        {lostNotice}
      </div>
    );
  }

  return (
    <div className="space-y-2">
      <p
        className={cn(
          'flex flex-wrap items-center gap-x-2 rounded-lg px-3 py-2 text-sm',
          clock.warning ? 'bg-amber-50 text-amber-900' : 'bg-sky-50 text-sky-900',
        )}
      >
        {clock.warning ? (
          <TriangleAlert className="h-4 w-4 shrink-0" aria-hidden="true" />
        ) : (
          <Clock className="h-4 w-4 shrink-0" aria-hidden="true" />
        )}
        <span>
          Números apartados por{' '}
          <time
            className="font-bold tabular-nums"
            dateTime={`PT${clock.minutes}M${clock.seconds}S`}
            aria-label={`${clock.minutes} minutos y ${clock.seconds} segundos`}
          >
            {clock.text}
          </time>
        </span>
        <span className="text-xs whitespace-nowrap opacity-80">
          (hasta las {untilTime(hold.expiresAt, timeZone)})
        </span>
      </p>
      {/* Said once, politely, when the last minute starts (not every second). */}
      <p
        role="status"
        className={clock.warning ? 'text-sm font-semibold text-amber-900' : 'sr-only'}
      >
        {clock.warning ? 'Queda menos de 1 minuto: confirma tu pago pronto.' : ''}
      </p>
      {lostNotice}
    </div>
  );
}
