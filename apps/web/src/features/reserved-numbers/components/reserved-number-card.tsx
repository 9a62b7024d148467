import { Clock, ReceiptText, Unlock } from 'lucide-react';
import {
  messages,
  reservationAgeLevel,
  reservationAgeText,
  type ReservedNumber,
} from '@rifas/shared';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { cn } from '@/lib/cn';
import { ageStyle } from './age-colors';

const r = messages.payments.reserved;

type ReservedNumberCardProps = {
  reserved: ReservedNumber;
  /** The number as the raffle shows it ('07'). */
  label: string;
  selected: boolean;
  onToggle: (number: number) => void;
  onRelease: (number: number) => void;
  formatDateTime: (value: string) => string;
};

/**
 * One reserved number: coloured by how long it has been reserved, who holds it,
 * and — for a number under a pending payment — what releasing it means.
 */
export function ReservedNumberCard({
  reserved,
  label,
  selected,
  onToggle,
  onRelease,
  formatDateTime,
}: ReservedNumberCardProps) {
  const level = reservationAgeLevel(reserved.minutes_passed);
  const style = ageStyle(level);
  const age =
    reserved.minutes_passed < 1 ? 'menos de 1 minuto' : reservationAgeText(reserved.minutes_passed);
  const underPayment = reserved.kind === 'payment';
  return (
    <li
      className={cn(
        'flex flex-col rounded-2xl border-2 p-4 shadow-sm transition-shadow',
        style.card,
        selected && 'ring-2 ring-brand-500 ring-offset-2',
      )}
      aria-label={`Número ${label}`}
      data-age={level}
    >
      <div className="flex items-start justify-between gap-2">
        <Checkbox
          checked={selected}
          onChange={() => onToggle(reserved.number)}
          aria-label={`Seleccionar el número ${label}`}
          className="mt-1 h-5 w-5"
        />
        <p className="text-3xl leading-none font-extrabold tracking-tight text-slate-900 tabular-nums">
          {label}
        </p>
        {underPayment ? (
          <Badge tone="warning">
            <ReceiptText className="h-3 w-3" aria-hidden="true" />
            {r.underPayment}
          </Badge>
        ) : (
          <Badge tone="info">{r.hold}</Badge>
        )}
      </div>

      <p className="mt-3 flex items-center gap-1.5 text-sm font-semibold text-slate-800">
        <span className={cn('h-2.5 w-2.5 shrink-0 rounded-full', style.dot)} aria-hidden="true" />
        <Clock className="h-4 w-4 shrink-0 text-slate-500" aria-hidden="true" />
        Hace {age}
        <span className="sr-only"> ({style.label.toLowerCase()})</span>
      </p>
      <p className="text-xs text-slate-600">{formatDateTime(reserved.reserved_at)}</p>

      <div className="mt-2 min-w-0 text-sm">
        {underPayment ? (
          <>
            <p className="font-medium break-words text-slate-900">{reserved.reserved_by_name}</p>
            <p className="text-xs break-all text-slate-600">{reserved.reserved_by_email}</p>
            <p className="mt-2 text-xs text-amber-900">
              Pago #{reserved.payment_id}: al liberarlo se rechazará ese pago completo y se avisará
              al comprador por correo.
            </p>
          </>
        ) : (
          <p className="text-xs text-slate-600">
            Apartado temporal en el carrito de un comprador
            {reserved.hold_expires_at && `; vence ${formatDateTime(reserved.hold_expires_at)}`}
          </p>
        )}
      </div>

      <div className="mt-auto pt-3">
        <Button
          variant="outline"
          size="sm"
          className="w-full"
          onClick={() => onRelease(reserved.number)}
          aria-label={`Liberar el número ${label}`}
        >
          <Unlock className="h-4 w-4" aria-hidden="true" />
          Liberar
        </Button>
      </div>
    </li>
  );
}
