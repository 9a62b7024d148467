import { AlertTriangle } from 'lucide-react';
import {
  ADMIN_RAFFLE_STATE_LABELS,
  adminStatusLabel,
  type AdminRaffleState,
  type RaffleStatus,
} from '@rifas/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { RaffleStatusBadge } from './raffle-status-badge';

const tones: Record<AdminRaffleState, BadgeTone> = {
  draft: 'neutral',
  active: 'success',
  sales_closed: 'warning',
  extended: 'warning',
  needs_winner: 'danger',
  completed: 'info',
};

/** The next step in words (Borrador, Activa, Ventas cerradas, Extendida, Necesita ganador, Completada). */
export function AdminRaffleStateBadge({ state }: { state: AdminRaffleState }) {
  return (
    <Badge tone={tones[state]}>
      {state === 'needs_winner' && <AlertTriangle className="h-3 w-3" aria-hidden="true" />}
      {ADMIN_RAFFLE_STATE_LABELS[state]}
    </Badge>
  );
}

/**
 * The spec's badge (Activa / Completada / Pendiente) and, below it, the next step —
 * only when the next step says something else: a selling or completed raffle would
 * otherwise read 'Activa Activa' or 'Completada Completada'.
 */
export function RaffleBadges({
  raffle,
  className,
}: {
  raffle: { status: RaffleStatus; admin_state: AdminRaffleState };
  className: string;
}) {
  const repeats = ADMIN_RAFFLE_STATE_LABELS[raffle.admin_state] === adminStatusLabel(raffle.status);
  return (
    <div className={className}>
      <RaffleStatusBadge status={raffle.status} />
      {!repeats && <AdminRaffleStateBadge state={raffle.admin_state} />}
    </div>
  );
}
