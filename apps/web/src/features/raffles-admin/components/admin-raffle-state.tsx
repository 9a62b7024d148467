import { AlertTriangle } from 'lucide-react';
import { ADMIN_RAFFLE_STATE_LABELS, type AdminRaffleState } from '@rifas/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<AdminRaffleState, BadgeTone> = {
  draft: 'neutral',
  active: 'success',
  extended: 'warning',
  needs_winner: 'danger',
  completed: 'info',
};

/** The next step in words (Borrador, Activa, Extendida, Necesita ganador, Completada). */
export function AdminRaffleStateBadge({ state }: { state: AdminRaffleState }) {
  return (
    <Badge tone={tones[state]}>
      {state === 'needs_winner' && <AlertTriangle className="h-3 w-3" aria-hidden="true" />}
      {ADMIN_RAFFLE_STATE_LABELS[state]}
    </Badge>
  );
}
