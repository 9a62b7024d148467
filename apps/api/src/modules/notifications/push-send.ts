import webpush from 'web-push';
import { messages, format, pushBody } from '@rifas/shared';
import type { ServiceContext } from '../../context';
import { safeFetch } from '../../lib/safe-fetch';
import { loadNotice } from './notice';
import { findSubscription } from './push.repository';
import { vapidDetails } from './push-keys';
import type { DeliveryRow } from './queue.repository';

/** A push service that has not answered by then is cut; the delivery retries later. */
export const PUSH_TIMEOUT_MS = 10_000;

/**
 * One purchase to one browser: `{ title, body, url, payment_id }` encrypted
 * with aes128gcm for the subscription's keys and signed with the shop's VAPID
 * key (web-push builds the request), POSTed through the SSRF guard: https on a
 * public address unless ALLOW_PRIVATE_PUSH_URLS. 'gone' when the push service
 * says the subscription no longer exists (404, 410): it is deleted.
 */
export async function sendPush(
  ctx: ServiceContext,
  delivery: DeliveryRow,
): Promise<'sent' | 'gone'> {
  const subscription = await findSubscription(ctx.db, delivery.pushSubscriptionId!);
  const source = await loadNotice(ctx, delivery.paymentId);
  if (!subscription || !source) return 'sent';
  return pushPayload(ctx, subscription, {
    title: format(messages.notifications.pushTitle, { raffle: source.notice.raffleTitle }),
    body: pushBody(source.notice),
    url: `/admin/pagos?pago=${delivery.paymentId}`,
    payment_id: delivery.paymentId,
  });
}

/** One JSON payload to one subscription (a purchase, or an admin alert of admin-alert.service.ts). */
export async function pushPayload(
  ctx: ServiceContext,
  subscription: { endpoint: string; p256dh: string; auth: string },
  body: object,
): Promise<'sent' | 'gone'> {
  const payload = JSON.stringify(body);
  const request = webpush.generateRequestDetails(
    {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
    },
    payload,
    {
      vapidDetails: await vapidDetails(ctx),
      contentEncoding: 'aes128gcm',
      TTL: 24 * 3600,
      urgency: 'high',
    },
  );
  assertPushEndpoint(ctx, request.endpoint);
  const res = await safeFetch(request.endpoint, {
    allowPrivate: ctx.config.allowPrivatePushUrls,
    timeoutMs: PUSH_TIMEOUT_MS,
    post: { headers: request.headers, body: request.body as Buffer },
  });
  if (res.status === 404 || res.status === 410) return 'gone';
  if (res.status < 200 || res.status >= 300) throw new Error(`push service answered ${res.status}`);
  return 'sent';
}

/** Only https push services (http too under ALLOW_PRIVATE_PUSH_URLS, for loopback tests). */
export function pushEndpointAllowed(
  ctx: Pick<ServiceContext, 'config'>,
  endpoint: string,
): boolean {
  const protocol = new URL(endpoint).protocol;
  return protocol === 'https:' || (ctx.config.allowPrivatePushUrls && protocol === 'http:');
}

function assertPushEndpoint(ctx: ServiceContext, endpoint: string) {
  if (!pushEndpointAllowed(ctx, endpoint)) throw new Error('push endpoint is not https');
}
