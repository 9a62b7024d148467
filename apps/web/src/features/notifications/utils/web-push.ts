import { ADMIN_APP_SCOPE, ADMIN_APP_WORKER_PATH, type PushSubscriptionInput } from '@rifas/shared';

/**
 * What this browser can do about payment notifications (issue 40):
 * - 'ios-home-screen': an iPhone or iPad outside the installed app; Safari gives
 *   Web Push only to an app added to the home screen (iOS 16.4+), so that comes first;
 * - 'unsupported': no service worker, Push API or notifications;
 * - 'supported'.
 */
export type PushSupport = 'supported' | 'ios-home-screen' | 'unsupported';

function isAppleMobile(): boolean {
  // iPadOS presents itself as a Mac; its touch screen gives it away.
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1)
  );
}

function isInstalledApp(): boolean {
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standalone || window.matchMedia?.('(display-mode: standalone)').matches === true;
}

export function pushSupport(): PushSupport {
  if (isAppleMobile() && !isInstalledApp()) return 'ios-home-screen';
  const able = 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
  return able ? 'supported' : 'unsupported';
}

/** The service worker of the admin app (registered by the admin layout; again here if not yet). */
export async function adminWorker(): Promise<ServiceWorkerRegistration> {
  const registration =
    (await navigator.serviceWorker.getRegistration(ADMIN_APP_SCOPE)) ??
    (await navigator.serviceWorker.register(ADMIN_APP_WORKER_PATH, { scope: ADMIN_APP_SCOPE }));
  await navigator.serviceWorker.ready;
  return registration;
}

/** A VAPID key as the Push API wants it: base64url text to bytes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

/** The subscription as POST /api/push/subscriptions takes it. */
export function subscriptionInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON();
  return {
    endpoint: subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  };
}
