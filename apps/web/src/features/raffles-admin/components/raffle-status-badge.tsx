import { adminStatusLabel, type RaffleStatus } from '@rifas/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const tones: Record<RaffleStatus, BadgeTone> = {
  active: 'success',
  completed: 'info',
  pending: 'warning',
};

/** docs/domain.md admin badge: Activa / Completada / Pendiente. */
export function RaffleStatusBadge({ status }: { status: RaffleStatus }) {
  return <Badge tone={tones[status]}>{adminStatusLabel(status)}</Badge>;
}
