import { messages, type Role, type VerificationState } from '@rifas/shared';
import { Badge, type BadgeTone } from '@/components/ui/badge';

const roleTones: Record<Role, BadgeTone> = { admin: 'brand', user: 'neutral', premium: 'warning' };

/** Administrador / Usuario / Premium (docs/product.md). */
export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={roleTones[role]}>{messages.users.roles[role]}</Badge>;
}

/** docs/domain.md User verification: verified, not verified, otherwise pending. */
export const verificationLabels: Record<VerificationState, string> = {
  verified: 'Verificado',
  not_verified: 'No verificado',
  pending: 'Pendiente',
};

const verificationTones: Record<VerificationState, BadgeTone> = {
  verified: 'success',
  not_verified: 'danger',
  pending: 'warning',
};

export function VerificationBadge({ state }: { state: VerificationState }) {
  return <Badge tone={verificationTones[state]}>{verificationLabels[state]}</Badge>;
}
