import { apiRequest } from '@/lib/api-client';

/** DELETE /api/push/subscriptions (admin) `{ endpoint }`: this phone gets no more pushes. */
export function deletePushSubscription(endpoint: string): Promise<unknown> {
  return apiRequest('/push/subscriptions', { method: 'DELETE', body: { endpoint } });
}
