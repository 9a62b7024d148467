import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { bolivarMethod, paymentEntry, purchaseWithReceipt, uniqueBuyer } from './admin-ops-helpers';
import { createRaffle, startPriceServer, viewShot } from './buyer-helpers';
import { apiLoginAsAdmin, authHeaders, expect, loginAs, test, type LoginResult } from './fixtures';

/**
 * Issue 40: the operator's phone runs the shop — the pending queue with its count
 * in the menu, Bs first, the next one after a review with 'Avisar por WhatsApp',
 * and the admin as an installable app whose push opens the payment.
 */

const PHONE = { width: 390, height: 844 };

async function pendingCount(request: APIRequestContext, admin: LoginResult) {
  const response = await request.get('/api/payments/pending-count', {
    headers: authHeaders(admin),
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { count: number }).count;
}

/** The phone's menu link to 'Pagos', whose name carries the count ('Pagos 12'). */
async function menuPayments(page: Page) {
  await page.getByRole('button', { name: 'Abrir menú de administración' }).click();
  const drawer = page.getByRole('complementary', { name: 'Menú de administración' });
  return drawer.getByRole('link', { name: /^Pagos/ });
}

/** The text a wa.me link carries, decoded. */
async function whatsAppText(link: ReturnType<Page['getByRole']>) {
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(/^https:\/\/wa\.me\/584141234567\?text=/);
  return decodeURIComponent(href.split('?text=')[1] ?? '');
}

test("a phone reviews the queue: 'Pendientes' oldest first, the count, Bs first, next, WhatsApp", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(PHONE);
  const admin = await apiLoginAsAdmin(request);
  const source = await startPriceServer(36.5);
  try {
    const { method } = await bolivarMethod(request, admin, source.url);
    const raffle = await createRaffle(request, admin);
    const buyers = ['Ana', 'Beatriz', 'Carmen'].map((name) => uniqueBuyer(name));
    const bought: Awaited<ReturnType<typeof purchaseWithReceipt>>[] = [];
    for (const [index, buyer] of buyers.entries()) {
      bought.push(
        await purchaseWithReceipt(
          request,
          raffle.id,
          method.id,
          [index * 2 + 1, index * 2 + 2],
          buyer,
        ),
      );
    }
    // One already validated: 'Pendientes' leaves it out.
    const done = uniqueBuyer('Dora');
    const doneId = (await purchaseWithReceipt(request, raffle.id, method.id, [50], done)).id;
    await request.post(`/api/payments/${doneId}/validate`, { headers: authHeaders(admin) });

    await loginAs(page, admin);
    await page.goto(`/admin/payments?raffle=${raffle.id}`);
    await expect(page.getByLabel('Estado')).toHaveValue('pending');
    const cards = page.getByRole('list', { name: 'Pagos' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    // Oldest first: Ana, Beatriz, Carmen.
    for (const [index, buyer] of buyers.entries()) {
      await expect(cards.nth(index)).toContainText(buyer.customer_name);
    }
    await expect(paymentEntry(page, done)).toHaveCount(0);
    // The first card is whole inside the first screen, its 'Validar' button included.
    const first = await cards.first().boundingBox();
    expect(first!.y + first!.height).toBeLessThanOrEqual(PHONE.height);
    await expect(cards.first()).toContainText('Bs 365,00');
    await expect(cards.first()).toContainText('$10.00');
    await expect(cards.first()).toContainText('Ref. REF-');
    await expect(
      cards.first().getByRole('link', { name: `Abrir el comprobante del pago #${bought[0]!.id}` }),
    ).toBeVisible();
    await viewShot(page, 'phone-app-pending-queue');

    // The count in the menu is the API's, and follows a new payment within 30 s.
    const before = await pendingCount(request, admin);
    await expect(await menuPayments(page)).toHaveAccessibleName(`Pagos ${before}`);
    await page.keyboard.press('Escape');
    await purchaseWithReceipt(request, raffle.id, method.id, [60], uniqueBuyer('Elena'));
    await expect(page.getByRole('button', { name: 'Abrir menú de administración' })).toContainText(
      String(before + 1),
      { timeout: 35_000 },
    );
    await expect(await menuPayments(page)).toHaveAccessibleName(`Pagos ${before + 1}`);
    await page.keyboard.press('Escape');

    // 'Validar el pago': Bs first, dollars beside it.
    await cards
      .first()
      .getByRole('button', { name: `Validar el pago #${bought[0]!.id}` })
      .click();
    const sheet = page.getByRole('dialog', { name: `Validar el pago #${bought[0]!.id}` });
    await expect(sheet.getByText(/Bs\s365,00\s*\$10\.00/)).toBeVisible();
    await viewShot(page, 'phone-app-validate-sheet');
    await sheet.getByRole('button', { name: 'Confirmar validación' }).click();

    // The next pending one opens, under the outcome and 'Avisar por WhatsApp'.
    const next = page.getByRole('dialog', { name: `Pago #${bought[1]!.id}` });
    await expect(next).toBeVisible();
    await expect(
      next.getByText(`Pago #${bought[0]!.id} validado. Siguiente pendiente:`),
    ).toBeVisible();
    const validatedText = await whatsAppText(
      next.getByRole('link', { name: 'Avisar por WhatsApp' }),
    );
    expect(validatedText).toContain(`Hola Ana, tu pago de la rifa ${raffle.title} fue validado.`);
    expect(validatedText).toContain('Tus números: 01, 02.');
    expect(validatedText).toMatch(/Tu ticket: http:\/\/localhost:\d+\/ticket\/[\w-]{22}$/);
    await viewShot(page, 'phone-app-next-pending');

    // Rejecting it opens the third, and the rejected buyer's text carries the reason.
    await next.getByRole('button', { name: 'Rechazar' }).click();
    const reject = page.getByRole('dialog', { name: `Rechazar el pago #${bought[1]!.id}` });
    await expect(reject).toContainText('Bs 365,00 ($10.00)');
    await reject.getByLabel('Motivo del rechazo').fill('Monto incompleto');
    await reject.getByRole('button', { name: 'Rechazar pago' }).click();
    const third = page.getByRole('dialog', { name: `Pago #${bought[2]!.id}` });
    await expect(
      third.getByText(`Pago #${bought[1]!.id} rechazado. Siguiente pendiente:`),
    ).toBeVisible();
    const rejectedText = await whatsAppText(
      third.getByRole('link', { name: 'Avisar por WhatsApp' }),
    );
    expect(rejectedText).toContain(
      `Hola Beatriz, tu pago de la rifa ${raffle.title} fue rechazado.`,
    );
    expect(rejectedText).toContain('Motivo: Monto incompleto.');
  } finally {
    await source.close();
  }
});

test('the admin is an installable app; a push shows its notification, whose tap opens the payment', async ({
  playwright,
  launchOptions,
  request,
  baseURL,
}) => {
  const admin = await apiLoginAsAdmin(request);
  const raffle = await createRaffle(request, admin);
  const source = await startPriceServer(36.5);
  const { method } = await bolivarMethod(request, admin, source.url).finally(() => source.close());
  const buyer = uniqueBuyer('Ana');
  const payment = await purchaseWithReceipt(request, raffle.id, method.id, [7], buyer);

  const manifest = await request.get('/api/admin-app/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({
    start_url: '/admin',
    display: 'standalone',
  });
  const worker = await request.get('/admin-sw.js');
  expect(worker.status()).toBe(200);
  expect(worker.headers()['content-type']).toContain('javascript');

  // A profile of its own: Chromium never offers to install from an incognito window,
  // which is what every test context is.
  const profile = await mkdtemp(join(tmpdir(), 'rifas-admin-app-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: baseURL!,
    viewport: PHONE,
    locale: 'es-VE',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await context.grantPermissions(['notifications'], { origin: baseURL! });
    await loginAs(page, admin);
    const cdp = await context.newCDPSession(page);
    const registrations = new Map<string, string>();
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations: updated }) => {
      for (const r of updated) registrations.set(r.scopeURL, r.registrationId);
    });
    await cdp.send('ServiceWorker.enable');
    await page.goto('/admin/payments');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
      'href',
      '/api/admin-app/manifest.webmanifest',
    );
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

    // Chromium's own verdict on installing it: no errors.
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, {
        timeout: 15_000,
      })
      .toEqual([]);

    // A push as the API sends it, to the real service worker.
    const scope = `${new URL(baseURL!).origin}/admin`;
    await expect.poll(() => registrations.get(scope)).toBeTruthy();
    const body = `Ana P. · 1 número · Bs 182,50 ($5.00) · ${method.name}`;
    // The worker is running and active (Playwright attached to it) before the push.
    const serviceWorker =
      context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    expect(serviceWorker.url()).toMatch(/\/admin-sw\.js$/);
    expect(
      await serviceWorker.evaluate(
        () =>
          (self as unknown as { registration: ServiceWorkerRegistration }).registration.active
            ?.state,
      ),
    ).toBe('activated');
    const deliver = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(baseURL!).origin,
        registrationId: registrations.get(scope)!,
        data: JSON.stringify({
          title: 'Pago nuevo',
          body,
          url: `/admin/payments?payment=${payment.id}`,
          payment_id: payment.id,
        }),
      });
    await deliver();
    const shown = () =>
      page.evaluate(async () => {
        const registration = await navigator.serviceWorker.ready;
        return (await registration.getNotifications()).map((n) => ({
          title: n.title,
          body: n.body,
          data: n.data as unknown,
        }));
      });
    // After another spec on the same server, a first CDP delivery once showed nothing
    // (cause not found); it is delivered again until shown, and the tag keeps one notice.
    await expect
      .poll(
        async () => {
          const now = await shown();
          if (now.length === 0) await deliver();
          return now;
        },
        { timeout: 20_000 },
      )
      .toEqual([
        {
          title: 'Pago nuevo',
          body,
          data: { url: `/admin/payments?payment=${payment.id}`, payment_id: payment.id },
        },
      ]);

    // The tap: the worker's own 'notificationclick' handler, run on that notification.
    // (A constructed event's waitUntil throws, after the handler has started the navigation.)
    await serviceWorker.evaluate(async () => {
      // The worker's global scope (e2e is typed for pages, not workers).
      const scope = self as unknown as {
        registration: ServiceWorkerRegistration;
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
        dispatchEvent: (event: Event) => boolean;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(
        new scope.NotificationEvent('notificationclick', { notification: notification! }),
      );
    });
    await expect(page).toHaveURL(new RegExp(`/admin/payments\\?payment=${payment.id}$`));
    await expect(page.getByRole('dialog', { name: `Pago #${payment.id}` })).toContainText(
      buyer.customer_name,
    );
    // After another spec on the same server, a first CDP delivery once showed nothing
    // (cause not found); it is delivered again until shown, and the tag keeps one notice.
    await expect
      .poll(
        async () => {
          const now = await shown();
          if (now.length === 0) await deliver();
          return now;
        },
        { timeout: 20_000 },
      )
      .toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("'Activar avisos': permission granted asks the shop's key; an iPhone first learns 'Añadir a pantalla de inicio'", async ({
  page,
  context,
  request,
  baseURL,
  browser,
}) => {
  await page.setViewportSize(PHONE);
  const admin = await apiLoginAsAdmin(request);
  await context.grantPermissions(['notifications'], { origin: baseURL! });
  await loginAs(page, admin);
  await page.goto('/admin/tienda/avisos');
  const card = page.getByText('Avisos en este teléfono').locator('xpath=ancestor::*[3]');
  await expect(
    page.getByText('Recibe un aviso en este teléfono con cada pago nuevo'),
  ).toBeVisible();
  const keyRequest = page.waitForRequest((r) => r.url().endsWith('/api/push/key'));
  await page.getByRole('button', { name: 'Activar avisos en este teléfono' }).click();
  // Permission given, the next step is the shop's VAPID key (the API's GET /api/push/key).
  const asked = await keyRequest;
  expect(await asked.headerValue('authorization')).toMatch(/^Bearer /);
  expect(await page.evaluate(() => Notification.permission)).toBe('granted');
  await expect(card).toBeVisible();

  // An iPhone outside the installed app: the steps to add it to the home screen, no button.
  const iphone = await browser.newContext({
    baseURL: baseURL!,
    viewport: PHONE,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
    locale: 'es-VE',
  });
  try {
    const phonePage = await iphone.newPage();
    await loginAs(phonePage, admin);
    await phonePage.goto('/admin/tienda/avisos');
    await expect(
      phonePage.getByText('Primero, añade la tienda a tu pantalla de inicio'),
    ).toBeVisible();
    await expect(
      phonePage.getByText("Elige 'Añadir a pantalla de inicio' y confirma."),
    ).toBeVisible();
    await expect(
      phonePage.getByRole('button', { name: 'Activar avisos en este teléfono' }),
    ).toHaveCount(0);
    await viewShot(phonePage, 'phone-app-iphone-avisos');
  } finally {
    await iphone.close();
  }
});
