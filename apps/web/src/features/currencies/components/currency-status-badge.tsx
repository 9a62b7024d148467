import { messages, type CurrencyStatus } from '@rifas/shared';
import { Badge } from '@/components/ui/badge';

export function CurrencyStatusBadge({ estatus }: { estatus: CurrencyStatus }) {
  return (
    <Badge tone={estatus === 'si' ? 'success' : 'neutral'}>
      {messages.currencies.statusLabels[estatus]}
    </Badge>
  );
}
