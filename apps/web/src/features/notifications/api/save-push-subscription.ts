import type { PushSubscriptionInput } from '@rifas/shared';
import { api } from '@/lib/api-client';

/** POST /api/push/subscriptions (admin) → 201: this phone's subscription, tied to the admin. */
export function savePushSubscription(input: PushSubscriptionInput): Promise<unknown> {
  return api.post('/push/subscriptions', input);
}
