/*
 * The admin app's service worker (issue 40, docs/decisions/076): it shows the
 * notification of a new payment and, when tapped, opens that payment in the admin.
 * It keeps no copy of admin data: no cache, and no fetch handler, so every request
 * goes to the network as if it were not here.
 *
 * A push's payload is { title, body, url, payment_id } (modules/push on the API).
 */
const PAYMENTS_PATH = '/admin/payments';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

function readPayload(data) {
  if (!data) return {};
  try {
    const payload = data.json();
    return payload && typeof payload === 'object' ? payload : {};
  } catch {
    return { body: data.text() };
  }
}

/** The payment's page in the admin: by its id, or the payload's own address on this site. */
function paymentAddress(payload) {
  if (Number.isInteger(payload.payment_id) && payload.payment_id > 0) {
    return `${PAYMENTS_PATH}?payment=${payload.payment_id}`;
  }
  if (typeof payload.url === 'string') {
    const url = new URL(payload.url, self.location.origin);
    if (url.origin === self.location.origin) return url.pathname + url.search;
  }
  return PAYMENTS_PATH;
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event.data);
  event.waitUntil(
    self.registration.showNotification(String(payload.title ?? ''), {
      body: String(payload.body ?? ''),
      icon: '/api/admin-app/icons/192',
      // One notification per payment: a repeated push replaces it instead of piling up.
      tag: payload.payment_id ? `payment-${payload.payment_id}` : undefined,
      data: { url: paymentAddress(payload), payment_id: payload.payment_id ?? null },
    }),
  );
});

/** An open admin window goes to the payment; without one, a new window opens on it. */
async function openPayment(path) {
  const url = new URL(path, self.location.origin).href;
  const windows = await self.clients.matchAll({ type: 'window' });
  const admin = windows.find((client) => new URL(client.url).pathname.startsWith('/admin'));
  if (!admin) return self.clients.openWindow(url);
  // focus() needs the tap's permission; the window is navigated either way.
  await admin.focus().catch(() => undefined);
  return admin.navigate(url);
}

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const opening = openPayment(event.notification.data?.url ?? PAYMENTS_PATH);
  event.waitUntil(opening);
});
