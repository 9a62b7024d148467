import { type PushKey, PushKeySchema } from '@rifas/shared';
import { api } from '@/lib/api-client';

/**
 * GET /api/push/key (admin) → the VAPID public key this phone subscribes with.
 * Read once per 'Activar avisos', not cached: it is asked for right before use.
 */
export function getPushKey(): Promise<PushKey> {
  return api.get('/push/key', { schema: PushKeySchema });
}
